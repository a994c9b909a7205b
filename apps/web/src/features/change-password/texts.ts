import { defineCatalog } from '@/lib/i18n/catalog';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

/** The password change screen's words (document 1 §2, §5). */
export const changePasswordTexts = defineCatalog<keyof typeof english>('change-password', messages, {
  es: () => import('./locales/es.json?lingui'),
});
await changePasswordTexts.ready;
