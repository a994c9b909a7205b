import { defineCatalog } from '@/lib/i18n/catalog';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

/** The contact page's words (document 1 §2); the blocks' words are in the common catalogue. */
export const contactUsTexts = defineCatalog<keyof typeof english>('contact-us', messages, {
  es: () => import('./locales/es.json?lingui'),
});
await contactUsTexts.ready;
