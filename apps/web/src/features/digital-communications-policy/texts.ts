import { defineCatalog } from '@/lib/i18n/catalog';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

/** The digital communications policy's words (document 1 §2, §5), for every brand. */
export const policyTexts = defineCatalog<keyof typeof english>('digital-communications-policy', messages, {
  es: () => import('./locales/es.json?lingui'),
});
await policyTexts.ready;

export type PolicyKey = keyof typeof english;
