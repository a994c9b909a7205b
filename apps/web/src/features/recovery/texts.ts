import { defineCatalog } from '@/lib/i18n/catalog';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

/** The username and password recovery screens' words (issue 14; issue 17, Spanish). */
export const recoveryTexts = defineCatalog<keyof typeof english>('recovery', messages, {
  es: () => import('./locales/es.json?lingui'),
});
await recoveryTexts.ready;
