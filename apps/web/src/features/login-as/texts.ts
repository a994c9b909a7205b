import { LOGIN_AS_SERVER_MESSAGES } from '@dash/domain';
import { defineCatalog } from '@/lib/i18n/catalog';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

/** The /login-as screen's words (document 1 §2, §5; issue 17, Spanish). */
export const loginAsTexts = defineCatalog<keyof typeof english>('login-as', messages, {
  es: () => import('./locales/es.json?lingui'),
});
await loginAsTexts.ready;

/**
 * The gateway's refusals of POST login-as carry no code of their own, only these English texts
 * (LOGIN_AS_SERVER_MESSAGES): each maps to its key here, so the form words it in the language in use.
 */
export const SERVER_MESSAGE_KEYS: ReadonlyMap<string, keyof typeof english> = new Map(
  (Object.keys(LOGIN_AS_SERVER_MESSAGES) as (keyof typeof LOGIN_AS_SERVER_MESSAGES)[]).map((key) => [
    LOGIN_AS_SERVER_MESSAGES[key],
    key,
  ]),
);
