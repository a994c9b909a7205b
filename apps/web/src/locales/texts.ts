import { defineCatalog } from '@/lib/i18n/catalog';
import type english from './en.json';
import { messages } from './en.json?lingui';

/** The words of the shell (src/app): what every page, the sign-in page included, renders. */
export const commonTexts = defineCatalog<keyof typeof english>('common', messages, {
  es: () => import('./es.json?lingui'),
});
await commonTexts.ready;
