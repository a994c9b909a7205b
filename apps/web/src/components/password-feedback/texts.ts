import { defineCatalog } from '@/lib/i18n/catalog';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

/**
 * The password estimator's feedback in words (issue 36): its warning and suggestion keys, worded
 * here in English and Spanish. Its own catalogue, loaded only by the pages that set a password.
 */
export const passwordFeedbackTexts = defineCatalog<keyof typeof english>('password-feedback', messages, {
  es: () => import('./locales/es.json?lingui'),
});
await passwordFeedbackTexts.ready;
