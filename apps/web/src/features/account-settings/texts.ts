import { defineCatalog } from '@/lib/i18n/catalog';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

/**
 * The settings page's words (document 1 §2, §5; issues 13, 15, 18): sign-in and security, two-step
 * sign-in, security questions, communication preferences and connected apps.
 */
export const accountSettingsTexts = defineCatalog<keyof typeof english>('account-settings', messages, {
  es: () => import('./locales/es.json?lingui'),
});
await accountSettingsTexts.ready;
