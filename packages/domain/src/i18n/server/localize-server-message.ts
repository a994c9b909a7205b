import { ACCOUNT_SERVER_MESSAGES, ACCOUNT_TEXTS } from '../../account/account-texts';
import { ACCOUNT_ACCESS_SERVER_MESSAGES } from '../../account-access/account-access-texts';
import { ProductCategory } from '../../api/member-data';
import { BENEFIT_RESOURCES_SERVER_MESSAGES } from '../../benefit-resources/benefit-resources-texts';
import { BENEFITS_TEXTS } from '../../benefits/benefits-texts';
import { CLAIM_SERVER_MESSAGES } from '../../claims/claim-texts';
import { COVERAGE_CATEGORY_LABEL_LIST } from '../../coverage/coverage-categories';
import { FIND_CARE_TEXTS } from '../../find-care/find-care-texts';
import { PCP_SEARCH_MESSAGES } from '../../find-care/pcp-search-rules';
import { GROUP_SELECTION_TEXTS } from '../../groups/group-texts';
import { AREA_SERVER_MESSAGES } from '../../id-card/id-card-page';
import { LOGIN_AS_SERVER_MESSAGES } from '../../login-as/login-as-rules';
import { getLoginErrorMessage, LOGIN_ERROR_CODES } from '../../messages/login-messages';
import { SERVER_MESSAGES } from '../../messages/server-messages';
import { SIGN_IN_SERVER_MESSAGES } from '../../messages/sign-in-server-messages';
import { MFA_SERVER_MESSAGES } from '../../mfa/mfa-texts';
import { OUTSIDE_TEXTS } from '../../outside/outside-texts';
import { PASSWORD_STRENGTH_MESSAGES } from '../../password/password-strength';
import { CHANGE_PASSWORD_MESSAGES } from '../../password/password-texts';
import { RECOVERY_MESSAGES, RECOVERY_TEXTS } from '../../recovery/recovery-texts';
import { REGISTRATION_MESSAGES } from '../../registration/registration-texts';
import { SMART_SERVER_MESSAGES } from '../../smart/smart-texts';
import { validationMessages } from '../../validation/messages';
import type { Locale } from '../locales';
import {
  ACCOUNT_ACCESS_SERVER_MESSAGES_ES,
  ACCOUNT_FIELD_MESSAGES_ES,
  ACCOUNT_SERVER_MESSAGES_ES,
  AREA_SERVER_MESSAGES_ES,
  BENEFIT_RESOURCES_SERVER_MESSAGES_ES,
  BENEFITS_TEXTS_ES,
  CLAIM_SERVER_MESSAGES_ES,
  GROUP_SELECTION_TEXTS_ES,
  ID_CARD_PAGE_TEXTS_ES,
  INVALID_SECURITY_ANSWER_ES,
  LOGIN_AS_SERVER_MESSAGES_ES,
  PCP_SELECTION_DONE_ES,
  SMART_SERVER_MESSAGES_ES,
} from './spanish-area-messages';
import {
  CHANGE_PASSWORD_MESSAGES_ES,
  PASSWORD_STRENGTH_MESSAGES_ES,
  PCP_SEARCH_MESSAGES_ES,
  RECOVERY_MESSAGES_ES,
  RECOVERY_SENT_ES,
  REGISTRATION_MESSAGES_ES,
} from './spanish-form-messages';
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
 * Every fixed English server message (and the accreditation stand-in's words, and the success answers a
 * screen shows as is: recovery's, the PCP selection's) and its Spanish. The gateway's services throw the English
 * (SERVER_MESSAGES…); the error handler looks the words up here by the request's language, so no
 * service needs to know the caller's language.
 */
export const SPANISH_BY_ENGLISH: ReadonlyMap<string, string> = new Map([
  ...pairs(SERVER_MESSAGES, SERVER_MESSAGES_ES),
  ...pairs(SIGN_IN_SERVER_MESSAGES, SIGN_IN_SERVER_MESSAGES_ES),
  ...pairs(MFA_SERVER_MESSAGES, MFA_SERVER_MESSAGES_ES),
  ...pairs(REGISTRATION_MESSAGES, REGISTRATION_MESSAGES_ES),
  ...pairs(RECOVERY_MESSAGES, RECOVERY_MESSAGES_ES),
  ...pairs(CHANGE_PASSWORD_MESSAGES, CHANGE_PASSWORD_MESSAGES_ES),
  ...pairs(PASSWORD_STRENGTH_MESSAGES, PASSWORD_STRENGTH_MESSAGES_ES),
  ...pairs(PCP_SEARCH_MESSAGES, PCP_SEARCH_MESSAGES_ES),
  ...pairs(SMART_SERVER_MESSAGES, SMART_SERVER_MESSAGES_ES),
  ...pairs(ACCOUNT_SERVER_MESSAGES, ACCOUNT_SERVER_MESSAGES_ES),
  ...pairs(ACCOUNT_ACCESS_SERVER_MESSAGES, ACCOUNT_ACCESS_SERVER_MESSAGES_ES),
  ...pairs(BENEFITS_TEXTS, BENEFITS_TEXTS_ES),
  ...pairs(BENEFIT_RESOURCES_SERVER_MESSAGES, BENEFIT_RESOURCES_SERVER_MESSAGES_ES),
  ...pairs(CLAIM_SERVER_MESSAGES, CLAIM_SERVER_MESSAGES_ES),
  ...pairs(AREA_SERVER_MESSAGES, AREA_SERVER_MESSAGES_ES),
  ...pairs(GROUP_SELECTION_TEXTS, GROUP_SELECTION_TEXTS_ES),
  ...pairs(LOGIN_AS_SERVER_MESSAGES, LOGIN_AS_SERVER_MESSAGES_ES),
  [ACCOUNT_TEXTS.unknownQuestion, ACCOUNT_FIELD_MESSAGES_ES.unknownQuestion],
  [ACCOUNT_TEXTS.duplicateQuestion, ACCOUNT_FIELD_MESSAGES_ES.duplicateQuestion],
  [validationMessages.invalid(ACCOUNT_TEXTS.answerLabel.toLowerCase()), INVALID_SECURITY_ANSWER_ES],
  [RECOVERY_TEXTS.usernameSent, RECOVERY_SENT_ES.usernameSent],
  [RECOVERY_TEXTS.passwordSent, RECOVERY_SENT_ES.passwordSent],
  [FIND_CARE_TEXTS.selectionDone, PCP_SELECTION_DONE_ES],
  [OUTSIDE_TEXTS.accreditationStandIn, ACCREDITATION_STAND_IN_ES],
  ...LOGIN_ERROR_CODES.map((code): [string, string] => [
    getLoginErrorMessage(code),
    getLoginErrorMessageEs(code),
  ]),
]);

const CATEGORIES = COVERAGE_CATEGORY_LABEL_LIST.join('|');

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
  {
    english: /^Answer (\d+) is a required field$/,
    spanish: (n) => REGISTRATION_MESSAGES_ES.answerRequired(Number(n)),
  },
  {
    english: /^Invalid Answer (\d+)\. 3 to 30 characters: letters, digits, symbols and spaces\.$/,
    spanish: (n) => REGISTRATION_MESSAGES_ES.answerInvalid(Number(n)),
  },
  {
    english: /^That answer doesn't match our records\. You have (\d+) attempt\(s\) remaining\.$/,
    spanish: (count) => RECOVERY_MESSAGES_ES.wrongAnswer(Number(count)),
  },
  {
    english: /^The start date cannot be earlier than (.+) \(two years ago\)\.$/,
    spanish: (earliest) => BENEFITS_TEXTS_ES.startTooEarly(earliest),
  },
  {
    english: new RegExp(
      `^Your printed (${CATEGORIES}) ID card is ordered\\. It arrives by mail in 7 to 10 days\\.$`,
    ),
    spanish: (category) => ID_CARD_PAGE_TEXTS_ES.ordered(ProductCategory.parse(category)),
  },
  {
    english: new RegExp(
      `^A printed (${CATEGORIES}) ID card was already ordered today\\. It arrives by mail in 7 to 10 days\\.$`,
    ),
    spanish: (category) => ID_CARD_PAGE_TEXTS_ES.alreadyOrdered(ProductCategory.parse(category)),
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
