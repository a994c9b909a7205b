import { describe, expect, it } from 'vitest';
import { LoginAsRequest } from '../src/api/login-as';
import {
  getLoginAsFormError,
  getLoginAsTitleKey,
  LOGIN_AS_TEXTS,
  type LoginAsForm,
  type LoginAsMode,
} from '../src/login-as/login-as-rules';

const today = '2026-05-15';
const full: LoginAsForm = {
  subscriberId: 'M10010001',
  firstName: 'Alex',
  lastName: 'Lee',
  dateOfBirth: '1980-02-03',
};
const empty: LoginAsForm = { subscriberId: '', firstName: '', lastName: '', dateOfBirth: '' };
const required =
  "First name, last name, and date of birth required unless selecting 'Continue as subscriber'";

/** Document 1 §5, Login-as: one row per rule. */
const table: Array<[string, LoginAsForm, LoginAsMode, string | null]> = [
  [
    'subscriber ID missing, Submit',
    { ...full, subscriberId: '' },
    'member',
    'Subscriber ID is a required field',
  ],
  ['subscriber ID missing, Continue as subscriber', empty, 'subscriber', 'Subscriber ID is a required field'],
  [
    'subscriber ID of spaces only',
    { ...full, subscriberId: '  ' },
    'member',
    'Subscriber ID is a required field',
  ],
  [
    'Continue as subscriber needs only the subscriber ID',
    { ...empty, subscriberId: 'M1' },
    'subscriber',
    null,
  ],
  ['Submit without first name', { ...full, firstName: '' }, 'member', required],
  ['Submit without last name', { ...full, lastName: ' ' }, 'member', required],
  ['Submit without date of birth', { ...full, dateOfBirth: '' }, 'member', required],
  [
    'Submit with a date of birth after today',
    { ...full, dateOfBirth: '2026-05-16' },
    'member',
    'Date of birth cannot be later than today',
  ],
  ['Submit with a date of birth of today', { ...full, dateOfBirth: today }, 'member', null],
  ['Submit with every field', full, 'member', null],
];

describe('getLoginAsFormError (document 1 §5)', () => {
  it.each(table)('%s', (_name, form, mode, expected) => {
    expect(getLoginAsFormError(form, mode, today)).toBe(expected);
  });

  it('says the message word for word', () => {
    expect(LOGIN_AS_TEXTS.memberRequired).toBe(required);
  });
});

describe('getLoginAsTitleKey (document 1 §2)', () => {
  it.each([
    ['logInAsAnyone', 'titleAnyone'],
    ['logInAsNonEmp', 'titleNonEmployee'],
    ['member', null],
  ] as const)('%s → %s', (role, key) => {
    expect(getLoginAsTitleKey(role)).toBe(key);
  });
});

describe('LoginAsRequest (document 1 §3)', () => {
  it('takes the subscriber alone, or the subscriber with a whole member', () => {
    expect(LoginAsRequest.safeParse({ subscriberId: 'M1', domainId: 1 }).success).toBe(true);
    expect(
      LoginAsRequest.safeParse({
        subscriberId: 'M1',
        domainId: 1,
        firstName: 'A',
        lastName: 'B',
        dateOfBirth: '1990-01-01',
      }).success,
    ).toBe(true);
  });

  it('refuses a member given in part, an empty subscriber ID and a bad date', () => {
    expect(LoginAsRequest.safeParse({ subscriberId: 'M1', domainId: 1, firstName: 'A' }).success).toBe(false);
    expect(LoginAsRequest.safeParse({ subscriberId: ' ', domainId: 1 }).success).toBe(false);
    expect(
      LoginAsRequest.safeParse({
        subscriberId: 'M1',
        domainId: 1,
        firstName: 'A',
        lastName: 'B',
        dateOfBirth: '1990-13-01',
      }).success,
    ).toBe(false);
  });
});
