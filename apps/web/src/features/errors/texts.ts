import { defineCatalog } from '@/lib/i18n/catalog';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

/** The error pages' words (document 1 §8) and their ways on (issue 9). */
export const errorsTexts = defineCatalog<keyof typeof english>('errors', messages, {
  es: () => import('./locales/es.json?lingui'),
});
await errorsTexts.ready;
