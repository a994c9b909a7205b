import { defineCatalog } from '@/lib/i18n/catalog';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

/** The /passport-dental page's words (document 2 §2). */
export const passportDentalTexts = defineCatalog<keyof typeof english>('passport-dental', messages, {
  es: () => import('./locales/es.json?lingui'),
});
await passportDentalTexts.ready;
