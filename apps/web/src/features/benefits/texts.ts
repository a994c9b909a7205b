import { defineCatalog } from '@/lib/i18n/catalog';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

/** The benefits pages' words (document 2 §2-§5): summary, category, history and service pages. */
export const benefitsTexts = defineCatalog<keyof typeof english>('benefits', messages, {
  es: () => import('./locales/es.json?lingui'),
});
await benefitsTexts.ready;
