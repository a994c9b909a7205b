import { defineCatalog } from '@/lib/i18n/catalog';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

/** The words of /group-selection (document 1 §2, §4). */
export const loginGroupChoiceTexts = defineCatalog<keyof typeof english>('login-group-choice', messages, {
  es: () => import('./locales/es.json?lingui'),
});
await loginGroupChoiceTexts.ready;
