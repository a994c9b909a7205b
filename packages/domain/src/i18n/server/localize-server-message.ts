import { getLoginErrorMessage, LOGIN_ERROR_CODES } from '../../messages/login-messages';
import { SERVER_MESSAGES } from '../../messages/server-messages';
import { SIGN_IN_SERVER_MESSAGES } from '../../messages/sign-in-server-messages';
import { MFA_SERVER_MESSAGES } from '../../mfa/mfa-texts';
import { OUTSIDE_TEXTS } from '../../outside/outside-texts';
import type { Locale } from '../locales';
import {
  ACCREDITATION_STAND_IN_ES,
  getInvalidRequestMessageEs,
  getLoginErrorMessageEs,
  MFA_SERVER_MESSAGES_ES,
  SERVER_MESSAGES_ES,
  SIGN_IN_SERVER_MESSAGES_ES,
} from './spanish-server-messages';

type Texts = { readonly [key: string]: unknown };

/** Each English text of a catalogue paired with its twin's, nested objects included (functions are patterns below). */
function pairs(english: Texts, spanish: Texts): [string, string][] {
  return Object.entries(english).flatMap(([key, value]): [string, string][] => {
    const twin = spanish[key];
    if (typeof value === 'string' && typeof twin === 'string') return [[value, twin]];
    if (value !== null && typeof value === 'object' && twin !== null && typeof twin === 'object') {
      return pairs(value as Texts, twin as Texts);
    }
    return [];
  });
}

/**
 * Every fixed English server message (and the accreditation stand-in's words) and its Spanish. The gateway's services throw the English
 * (SERVER_MESSAGES…); the error handler looks the words up here by the request's language, so no
 * service needs to know the caller's language.
 */
export const SPANISH_BY_ENGLISH: ReadonlyMap<string, string> = new Map([
  ...pairs(SERVER_MESSAGES, SERVER_MESSAGES_ES),
  ...pairs(SIGN_IN_SERVER_MESSAGES, SIGN_IN_SERVER_MESSAGES_ES),
  ...pairs(MFA_SERVER_MESSAGES, MFA_SERVER_MESSAGES_ES),
  [OUTSIDE_TEXTS.accreditationStandIn, ACCREDITATION_STAND_IN_ES],
  ...LOGIN_ERROR_CODES.map((code): [string, string] => [
    getLoginErrorMessage(code),
    getLoginErrorMessageEs(code),
  ]),
]);

/** The messages built from values: the English's shape, read back, and the same values in Spanish. */
export const SPANISH_PATTERNS: readonly {
  readonly english: RegExp;
  readonly spanish: (value: string) => string;
}[] = [
  {
    english: /^The request is not valid: (.*)\.$/s,
    spanish: (fields) => getInvalidRequestMessageEs([fields]),
  },
  {
    english: /^Username and\/or password unrecognized\. You have (\d+) attempt\(s\) remaining\.$/,
    spanish: (count) => getLoginErrorMessageEs('LOGIN_ATTEMPTS_REMAINING', Number(count)),
  },
  {
    english: /^That code is not right\. (\d+) attempts? left before your account is locked\.$/,
    spanish: (count) => MFA_SERVER_MESSAGES_ES.wrongCode(Number(count)),
  },
];

/**
 * A server message in the caller's language: the English as it is for English or a message with no
 * Spanish yet. The MFA code e-mail and the outbox's mail stay in English (they go out apart from any request).
 */
export function localizeServerMessage(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  const fixed = SPANISH_BY_ENGLISH.get(message);
  if (fixed !== undefined) return fixed;
  for (const pattern of SPANISH_PATTERNS) {
    const match = pattern.english.exec(message);
    if (match) return pattern.spanish(match[1] ?? '');
  }
  return message;
}
