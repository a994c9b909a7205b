import { defineCatalog } from '@/lib/i18n/catalog';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

/** The account area's words (document 1 §2, document 2 §2): its pages, sub-navigation and address card. */
export const accountTexts = defineCatalog<keyof typeof english>('account', messages, {
  es: () => import('./locales/es.json?lingui'),
});
await accountTexts.ready;
