import { defineCatalog } from '@/lib/i18n/catalog';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

/** The /registration screens' words (issue 14; issue 17, Spanish). */
export const registrationTexts = defineCatalog<keyof typeof english>('registration', messages, {
  es: () => import('./locales/es.json?lingui'),
});
await registrationTexts.ready;

type Key = keyof typeof english;

/** The gateway's refusals of registration, by their code (REGISTRATION_CODES), in this catalogue. */
export const REFUSAL_KEYS: Readonly<Record<string, Key>> = {
  IDENTITY_NOT_FOUND: 'notFound',
  UNDER_AGE: 'underAge',
  ALREADY_REGISTERED: 'alreadyRegistered',
  USERNAME_TAKEN: 'usernameTaken',
};
