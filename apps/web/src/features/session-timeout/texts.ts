import { defineCatalog } from '@/lib/i18n/catalog';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

/** The idle-timeout warning (HIPAA automatic logoff; issue 10 point 10). */
export const sessionTimeoutTexts = defineCatalog<keyof typeof english>('session-timeout', messages, {
  es: () => import('./locales/es.json?lingui'),
});
await sessionTimeoutTexts.ready;
