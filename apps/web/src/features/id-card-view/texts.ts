import { defineCatalog } from '@/lib/i18n/catalog';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

/** The ID card page's words; the labels are the pdf's (ID_CARD_TEXTS), which stays in English. */
export const idCardViewTexts = defineCatalog<keyof typeof english>('idCardView', messages, {
  es: () => import('./locales/es.json?lingui'),
});
await idCardViewTexts.ready;
