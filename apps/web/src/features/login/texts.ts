import { defineCatalog } from '@/lib/i18n/catalog';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

/** The sign-in screens' words (document 1 §2, §8; issue 15's code screen). */
export const loginTexts = defineCatalog<keyof typeof english>('login', messages, {
  es: () => import('./locales/es.json?lingui'),
});
await loginTexts.ready;
