import { defineCatalog } from '@/lib/i18n/catalog';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

/** The /update-preferences screen's words (document 1 §2, §3, §5). */
export const preferencesTexts = defineCatalog<keyof typeof english>('preferences', messages, {
  es: () => import('./locales/es.json?lingui'),
});
await preferencesTexts.ready;
