import { defineCatalog } from '@/lib/i18n/catalog';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

/** The /logout page's words (document 1 §2). */
export const logoutTexts = defineCatalog<keyof typeof english>('logout', messages, {
  es: () => import('./locales/es.json?lingui'),
});
await logoutTexts.ready;
