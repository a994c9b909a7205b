import {
  ACCOUNT_TEXTS,
  ADDRESS_FIELDS,
  ADDRESS_LABELS,
  type AddressInput,
  CHANGE_PASSWORD_MESSAGES,
  CLAIM_SERVER_MESSAGES,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  getLoginAsFormError,
  LOGIN_AS_TEXTS,
  PASSWORD_STRENGTH_MESSAGES,
  PCP_SEARCH_MESSAGES,
  PcpSearchFields,
  POLICY_REQUIRED_MESSAGE,
  RECOVERY_MESSAGES,
  REGISTRATION_MESSAGES,
  REGISTRATION_QUESTION_COUNT,
  validateAddress,
  validationMessages,
} from '@dash/domain';
import {
  ChangePasswordForm,
  LoginAsRequest,
  PasswordRecoveryRequest,
  PasswordResetForm,
  PreferenceEmail,
  RegistrationCredentialsForm,
  RegistrationIdentity,
  TokenRequest,
} from '@dash/domain/api';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { setLocale } from '../locale';
import { localizeValidation } from './localize-validation';

/** Every message a schema gives for these inputs. */
const zodMessages = (schema: ZodType, ...inputs: unknown[]) =>
  inputs.flatMap((input) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []);

const fill = (value: string): AddressInput =>
  Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, value])) as AddressInput;

const longName = 'x'.repeat(31);
const numbered = (message: (n: number) => string) =>
  Array.from({ length: REGISTRATION_QUESTION_COUNT }, (_, i) => message(i + 1));

/**
 * What the forms' rules say, found by running them with empty, malformed and overlong values, plus the
 * domain's field message tables. Refusals the gateway sends for a whole form (a member not found, too
 * many attempts) belong to each feature's catalogue, not to this one.
 */
const DOMAIN_MESSAGES = new Set<string>([
  // Generic templates with every label a form names (document 1 §5).
  ...Object.values(ADDRESS_LABELS).flatMap((label) => [
    validationMessages.required(label),
    validationMessages.invalid(label),
    validationMessages.tooLong(label),
    validationMessages.tooShort(label),
  ]),
  ...Object.values(validateAddress(fill(''))),
  ...Object.values(validateAddress(fill('!'))),
  ...Object.values(validateAddress(fill('a'.repeat(61)))),
  // Sign-in: the login form (TokenRequest's rules).
  ...zodMessages(
    TokenRequest.omit({ domainId: true }),
    { username: '', password: '' },
    { username: 'u'.repeat(65), password: 'p'.repeat(129) },
  ),
  // Registration and recovery.
  ...Object.values(REGISTRATION_MESSAGES)
    .flatMap((message) => (typeof message === 'function' ? numbered(message) : [message]))
    .filter(
      (message) =>
        ![
          REGISTRATION_MESSAGES.notFound,
          REGISTRATION_MESSAGES.underAge,
          REGISTRATION_MESSAGES.alreadyRegistered,
        ]
          .map(String)
          .includes(message),
    ),
  ...zodMessages(
    RegistrationIdentity,
    { identifier: '', firstName: '', lastName: '', dateOfBirth: '' },
    { identifier: '!', firstName: '1', lastName: '1', dateOfBirth: '2020-13-45' },
  ),
  ...zodMessages(
    RegistrationCredentialsForm,
    {
      username: '',
      password: '',
      confirmPassword: '',
      email: '',
      question1: 0,
      answer1: '',
      question2: 0,
      answer2: '',
    },
    {
      username: '!',
      password: 'x',
      confirmPassword: 'y',
      email: 'x',
      question1: 1,
      answer1: '!',
      question2: 1,
      answer2: '!',
    },
  ),
  ...Object.values(RECOVERY_MESSAGES).filter((message) => typeof message === 'string'),
  RECOVERY_MESSAGES.wrongAnswer(2),
  ...Object.values(PASSWORD_STRENGTH_MESSAGES),
  ...zodMessages(PasswordRecoveryRequest, { username: '' }, { username: '!' }),
  ...zodMessages(
    PasswordResetForm,
    { securityAnswer: '', newPassword: '', confirmPassword: '' },
    { securityAnswer: '!', newPassword: 'x', confirmPassword: 'y' },
  ),
  // Password change and security answers (account settings).
  ...[CHANGE_PASSWORD_MESSAGES.currentRequired, CHANGE_PASSWORD_MESSAGES.wrongCurrent],
  ...[CHANGE_PASSWORD_MESSAGES.sameAsCurrent, CHANGE_PASSWORD_MESSAGES.mismatch],
  ...zodMessages(
    ChangePasswordForm,
    { currentPassword: '', newPassword: '', confirmPassword: '' },
    { currentPassword: 'a', newPassword: 'x', confirmPassword: 'y' },
  ),
  validationMessages.invalid(ACCOUNT_TEXTS.answerLabel.toLowerCase()),
  // Preferences, the registration policies, login-as, find care and the claims history filters.
  EMAIL_REQUIRED_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  ...zodMessages(PreferenceEmail, '', 'x'),
  POLICY_REQUIRED_MESSAGE,
  ...[LOGIN_AS_TEXTS.firstName, LOGIN_AS_TEXTS.lastName, LOGIN_AS_TEXTS.subscriberId].flatMap((label) => [
    validationMessages.required(label),
    validationMessages.tooLong(label),
  ]),
  ...[
    getLoginAsFormError(
      { subscriberId: '', firstName: '', lastName: '', dateOfBirth: '' },
      'member',
      '2026-01-01',
    ),
    getLoginAsFormError(
      { subscriberId: '1', firstName: '', lastName: '', dateOfBirth: '' },
      'member',
      '2026-01-01',
    ),
    getLoginAsFormError(
      { subscriberId: '1', firstName: 'a', lastName: 'b', dateOfBirth: '2027-01-01' },
      'member',
      '2026-01-01',
    ),
  ].filter((message) => message !== null),
  ...zodMessages(
    LoginAsRequest,
    { subscriberId: '', domainId: 1, firstName: '', lastName: longName },
    { subscriberId: '1'.repeat(21), domainId: 1, firstName: longName, lastName: '' },
  ),
  ...Object.values(PCP_SEARCH_MESSAGES),
  ...zodMessages(
    PcpSearchFields,
    { zip: '1', radius: 'x', searchString: 'a' },
    { zip: '1', radius: 3, searchString: 'a'.repeat(51) },
  ),
  CLAIM_SERVER_MESSAGES.dateRangeInvalid,
]);

/** Words no Spanish rendering may keep. */
const ENGLISH =
  /\b(is|the|and|of|required|field|invalid|characters|exceeds|please|enter|choose|password|username|answer|expected|too)\b/i;

describe('validation messages in the language in use (issue 17)', () => {
  it('finds the forms’ messages', () => expect(DOMAIN_MESSAGES.size).toBeGreaterThan(60));

  it.each([...DOMAIN_MESSAGES])('shows %j as it is in English', (message) => {
    expect(localizeValidation(message)).toBe(message);
  });

  it.each([...DOMAIN_MESSAGES])('renders %j in Spanish', async (message) => {
    await act(() => setLocale('es'));
    const spanish = localizeValidation(message);
    expect(spanish).not.toBe(message);
    expect(spanish).not.toMatch(ENGLISH);
  });

  it.each([
    ['Username is a required field', 'Nombre de usuario es un campo obligatorio'],
    [
      'Invalid new password. Use 6 to 32 characters: letters, digits and @$!%*#?&^_+-=, with at least one digit.',
      'Nueva contraseña: valor no válido. Use de 6 a 32 caracteres: letras, dígitos y @$!%*#?&^_+-=, con al menos un dígito.',
    ],
    ['Answer 2 is a required field', 'Respuesta 2 es un campo obligatorio'],
    [
      'Too big: expected string to have <=64 characters',
      'Demasiado largo: se admiten como máximo 64 caracteres',
    ],
    ['Street address exceeds the maximum number of characters', 'Dirección: supera el máximo de caracteres'],
  ])('words %j as %j', async (english, spanish) => {
    await act(() => setLocale('es'));
    expect(localizeValidation(english)).toBe(spanish);
  });

  it('leaves a text it does not know as it came (a server text already in Spanish)', async () => {
    await act(() => setLocale('es'));
    expect(localizeValidation('Ya existe')).toBe('Ya existe');
    expect(localizeValidation('Nickname is a required field')).toBe('Nickname is a required field');
  });
});
