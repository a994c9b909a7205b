import { defineCatalog } from '@/lib/i18n/catalog';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

/** The "Sign-in and access" page's words (issue 15): open sessions and support staff visits. */
export const accountAccessTexts = defineCatalog<keyof typeof english>('account-access', messages, {
  es: () => import('./locales/es.json?lingui'),
});
await accountAccessTexts.ready;
