import { ACCOUNT_FIELD_MESSAGES, ACCOUNT_SERVER_MESSAGES } from '../../account/account-texts';
import { ACCOUNT_ACCESS_SERVER_MESSAGES } from '../../account-access/account-access-texts';
import { BENEFIT_RESOURCES_SERVER_MESSAGES } from '../../benefit-resources/benefit-resources-texts';
import { BENEFITS_TEXTS } from '../../benefits/benefits-texts';
import { CLAIM_SUBMISSION_SERVER_MESSAGES } from '../../claim-submissions/claim-submission-texts';
import { CLAIM_SERVER_MESSAGES } from '../../claims/claim-texts';
import { ESTIMATE_SEARCH_MESSAGES } from '../../cost-estimate/estimate-search-fields';
import { COST_ESTIMATE_SERVER_MESSAGES } from '../../cost-estimate/estimate-server-messages';
import { FIND_CARE_SERVER_MESSAGES } from '../../find-care/find-care-texts';
import { PCP_SEARCH_MESSAGES } from '../../find-care/pcp-search-rules';
import { GROUP_SELECTION_TEXTS } from '../../groups/group-texts';
import { AREA_SERVER_MESSAGES, ID_CARD_PAGE_TEXTS } from '../../id-card/id-card-page';
import { LOGIN_AS_SERVER_MESSAGES } from '../../login-as/login-as-rules';
import { LOGIN_ERROR_MESSAGES } from '../../messages/login-messages';
import { SERVER_MESSAGES } from '../../messages/server-messages';
import { SIGN_IN_SERVER_MESSAGES } from '../../messages/sign-in-server-messages';
import { MFA_SERVER_MESSAGES } from '../../mfa/mfa-texts';
import { OUTSIDE_SERVER_MESSAGES } from '../../outside/outside-texts';
import { PASSWORD_STRENGTH_MESSAGES } from '../../password/password-strength';
import { CHANGE_PASSWORD_MESSAGES } from '../../password/password-texts';
import { RECOVERY_MESSAGES } from '../../recovery/recovery-texts';
import { REGISTRATION_MESSAGES } from '../../registration/registration-texts';
import { SECURE_MESSAGE_SERVER_MESSAGES } from '../../secure-messages/secure-message-texts';
import { SMART_SERVER_MESSAGES } from '../../smart/smart-texts';
import { UPLOAD_SERVER_MESSAGES } from '../../uploads/upload-texts';
import type { Locale } from '../locales';
import {
  ACCOUNT_ACCESS_SERVER_MESSAGES_ES,
  ACCOUNT_FIELD_MESSAGES_ES,
  ACCOUNT_SERVER_MESSAGES_ES,
  AREA_SERVER_MESSAGES_ES,
  BENEFIT_RESOURCES_SERVER_MESSAGES_ES,
  BENEFITS_TEXTS_ES,
  CLAIM_SERVER_MESSAGES_ES,
  FIND_CARE_SERVER_MESSAGES_ES,
  GROUP_SELECTION_TEXTS_ES,
  ID_CARD_PAGE_TEXTS_ES,
  LOGIN_AS_SERVER_MESSAGES_ES,
  SMART_SERVER_MESSAGES_ES,
} from './spanish-area-messages';
import { CLAIM_SUBMISSION_SERVER_MESSAGES_ES } from './spanish-claim-submissions';
import {
  COST_ESTIMATE_SERVER_MESSAGES_ES,
  ESTIMATE_SEARCH_MESSAGES_ES,
} from './spanish-cost-estimate-messages';
import {
  CHANGE_PASSWORD_MESSAGES_ES,
  PASSWORD_STRENGTH_MESSAGES_ES,
  PCP_SEARCH_MESSAGES_ES,
  RECOVERY_MESSAGES_ES,
  REGISTRATION_MESSAGES_ES,
} from './spanish-form-messages';
import { SECURE_MESSAGE_SERVER_MESSAGES_ES } from './spanish-secure-messages';
import {
  LOGIN_ERROR_MESSAGES_ES,
  MFA_SERVER_MESSAGES_ES,
  OUTSIDE_SERVER_MESSAGES_ES,
  SERVER_MESSAGES_ES,
  SIGN_IN_SERVER_MESSAGES_ES,
  type Twin,
} from './spanish-server-messages';
import { UPLOAD_SERVER_MESSAGES_ES } from './spanish-uploads';

/** Every message the gateway responds with, in English, by area: a key is the area and the message's name. */
const ENGLISH = {
  server: SERVER_MESSAGES,
  signIn: SIGN_IN_SERVER_MESSAGES,
  login: LOGIN_ERROR_MESSAGES,
  mfa: MFA_SERVER_MESSAGES,
  registration: REGISTRATION_MESSAGES,
  recovery: RECOVERY_MESSAGES,
  changePassword: CHANGE_PASSWORD_MESSAGES,
  passwordStrength: PASSWORD_STRENGTH_MESSAGES,
  account: ACCOUNT_SERVER_MESSAGES,
  accountFields: ACCOUNT_FIELD_MESSAGES,
  accountAccess: ACCOUNT_ACCESS_SERVER_MESSAGES,
  benefits: BENEFITS_TEXTS,
  benefitResources: BENEFIT_RESOURCES_SERVER_MESSAGES,
  claims: CLAIM_SERVER_MESSAGES,
  area: AREA_SERVER_MESSAGES,
  idCardOrder: ID_CARD_PAGE_TEXTS,
  groupSelection: GROUP_SELECTION_TEXTS,
  loginAs: LOGIN_AS_SERVER_MESSAGES,
  findCare: FIND_CARE_SERVER_MESSAGES,
  pcpSearch: PCP_SEARCH_MESSAGES,
  smart: SMART_SERVER_MESSAGES,
  outside: OUTSIDE_SERVER_MESSAGES,
  costEstimate: COST_ESTIMATE_SERVER_MESSAGES,
  estimateSearch: ESTIMATE_SEARCH_MESSAGES,
  // Secure messages (issue 39 §1).
  secureMessages: SECURE_MESSAGE_SERVER_MESSAGES,
  // Claims the member submits (issue 39 §3).
  claimSubmissions: CLAIM_SUBMISSION_SERVER_MESSAGES,
  // A form with files, either of the two above (issue 39 §1, §3).
  uploads: UPLOAD_SERVER_MESSAGES,
} as const;

type ServerMessageTexts = typeof ENGLISH;

/**
 * The server messages in each language, one tree per language with the same keys (issue 17, issue 37
 * §4): the type check refuses a language that lacks a key, adds one, or takes other values, and
 * packages/domain/test/server-message-catalogue.test.ts refuses an empty or untranslated text.
 */
export const SERVER_MESSAGE_CATALOGUE: { readonly [L in Locale]: Twin<ServerMessageTexts> } = {
  en: ENGLISH,
  es: {
    server: SERVER_MESSAGES_ES,
    signIn: SIGN_IN_SERVER_MESSAGES_ES,
    login: LOGIN_ERROR_MESSAGES_ES,
    mfa: MFA_SERVER_MESSAGES_ES,
    registration: REGISTRATION_MESSAGES_ES,
    recovery: RECOVERY_MESSAGES_ES,
    changePassword: CHANGE_PASSWORD_MESSAGES_ES,
    passwordStrength: PASSWORD_STRENGTH_MESSAGES_ES,
    account: ACCOUNT_SERVER_MESSAGES_ES,
    accountFields: ACCOUNT_FIELD_MESSAGES_ES,
    accountAccess: ACCOUNT_ACCESS_SERVER_MESSAGES_ES,
    benefits: BENEFITS_TEXTS_ES,
    benefitResources: BENEFIT_RESOURCES_SERVER_MESSAGES_ES,
    claims: CLAIM_SERVER_MESSAGES_ES,
    area: AREA_SERVER_MESSAGES_ES,
    idCardOrder: ID_CARD_PAGE_TEXTS_ES,
    groupSelection: GROUP_SELECTION_TEXTS_ES,
    loginAs: LOGIN_AS_SERVER_MESSAGES_ES,
    findCare: FIND_CARE_SERVER_MESSAGES_ES,
    pcpSearch: PCP_SEARCH_MESSAGES_ES,
    smart: SMART_SERVER_MESSAGES_ES,
    outside: OUTSIDE_SERVER_MESSAGES_ES,
    costEstimate: COST_ESTIMATE_SERVER_MESSAGES_ES,
    estimateSearch: ESTIMATE_SEARCH_MESSAGES_ES,
    secureMessages: SECURE_MESSAGE_SERVER_MESSAGES_ES,
    claimSubmissions: CLAIM_SUBMISSION_SERVER_MESSAGES_ES,
    uploads: UPLOAD_SERVER_MESSAGES_ES,
  },
};

type Text = string | ((...values: never[]) => string);

/** 'area.name' (or 'area.group.name') for every text of the catalogue. */
type KeysOf<T> = {
  [K in keyof T & string]: T[K] extends Text ? K : `${K}.${KeysOf<T[K]>}`;
}[keyof T & string];

type TextAt<T, Key extends string> = Key extends keyof T
  ? T[Key]
  : Key extends `${infer Head}.${infer Rest}`
    ? Head extends keyof T
      ? TextAt<T[Head], Rest>
      : never
    : never;

/** The key of a server message: `server.noMember`, `mfa.wrongCode`, `signIn.pendingStep.mfa`. */
export type ServerMessageKey = KeysOf<ServerMessageTexts>;

/** The values a message is written with, in order (none for a fixed text). */
export type ServerMessageValues<Key extends ServerMessageKey> =
  TextAt<ServerMessageTexts, Key> extends (...values: infer Values) => string ? Values : [];

/** The key of a message that takes no values, which may stand for the message itself. */
export type FixedServerMessageKey = {
  [Key in ServerMessageKey]: ServerMessageValues<Key>['length'] extends 0 ? Key : never;
}[ServerMessageKey];

/** Each text of a tree by its key. */
function textsOf(texts: object, prefix = ''): [string, unknown][] {
  return Object.entries(texts).flatMap(([name, value]: [string, unknown]): [string, unknown][] =>
    typeof value === 'object' && value !== null
      ? textsOf(value, `${prefix}${name}.`)
      : [[`${prefix}${name}`, value]],
  );
}

const ENGLISH_TEXTS = textsOf(ENGLISH);

/** Every key of the catalogue. */
export const SERVER_MESSAGE_KEYS = ENGLISH_TEXTS.map(([key]) => key) as readonly ServerMessageKey[];

/** The keys of the messages that take no values. */
export const FIXED_SERVER_MESSAGE_KEYS = ENGLISH_TEXTS.filter(([, text]) => typeof text === 'string').map(
  ([key]) => key,
) as readonly FixedServerMessageKey[];
