import { describe, expect, it } from 'vitest';
import { PasswordResetForm, RegistrationCredentialsForm, RegistrationIdentity } from '../src/api';
import {
  getAnswersRemaining,
  getResetLinkExpiry,
  isResetLinkUsable,
  RESET_ANSWER_ATTEMPTS,
  RESET_TOKEN_PATTERN,
} from '../src/recovery/recovery-rules';
import {
  isOldEnoughToRegister,
  normalizeIdentifier,
  normalizePersonName,
} from '../src/registration/registration-rules';
import { REGISTRATION_MESSAGES } from '../src/registration/registration-texts';
import { isValidSecurityAnswer, isValidUsername } from '../src/validation/validators';

describe('username rule: 3-16 letters and digits (document 1 §5)', () => {
  it.each([
    ['abc', true],
    ['robin', true],
    ['Kendall1988', true],
    ['a234567890123456', true],
    ['ab', false],
    ['a2345678901234567', false],
    ['ken-dall', false],
    ['ken dall', false],
    ['kendall!', false],
    ['', false],
  ])('%j → %s', (value, valid) => {
    expect(isValidUsername(value)).toBe(valid);
  });
});

describe('security answer rule: 3-30 letters, digits, symbols and space (document 1 §5)', () => {
  it.each([
    ['Portland', true],
    ['New York', true],
    ['Rex #2 (the dog)!', true],
    ['abc', true],
    ['a'.repeat(30), true],
    ['ab', false],
    ['a'.repeat(31), false],
    ['São Paulo', false],
  ])('%j → %s', (value, valid) => {
    expect(isValidSecurityAnswer(value)).toBe(valid);
  });
});

describe('a member under 18 cannot register (issue 14; document 1 §9)', () => {
  const now = new Date('2026-06-15T18:00:00Z');
  it.each([
    ['2008-06-15', true],
    ['2008-06-14', true],
    ['2008-06-16', false],
    ['2010-01-01', false],
    ['1988-04-12', true],
  ])('born %s, on 2026-06-15 → %s', (dateOfBirth, allowed) => {
    expect(isOldEnoughToRegister(dateOfBirth, now)).toBe(allowed);
  });
});

describe('identity comparison without regard to case or surrounding spaces', () => {
  it.each([
    [' k10040001 ', 'K10040001'],
    ['K10040001', 'K10040001'],
  ])('identifier %j → %j', (value, normalized) => {
    expect(normalizeIdentifier(value)).toBe(normalized);
  });
  it.each([
    ['MORENO ', 'moreno'],
    ["O'Brien", "o'brien"],
    ['Mary  Ann', 'mary ann'],
  ])('name %j → %j', (value, normalized) => {
    expect(normalizePersonName(value)).toBe(normalized);
  });
  it('refuses an identifier that is not nine or ten letters and digits', () => {
    const base = { firstName: 'Kendall', lastName: 'Moreno', dateOfBirth: '1988-04-12' };
    expect(RegistrationIdentity.safeParse({ ...base, identifier: 'K10040001' }).success).toBe(true);
    expect(RegistrationIdentity.safeParse({ ...base, identifier: 'K1004000' }).success).toBe(false);
    expect(RegistrationIdentity.safeParse({ ...base, identifier: 'K10040001-00' }).success).toBe(false);
  });
});

describe('reset links: 30 minutes, single use, five answers (issue 14)', () => {
  const created = new Date('2026-06-15T18:00:00Z');
  const expiresAt = getResetLinkExpiry(created);
  it.each([
    ['at once', 0, null, true],
    ['after 29 minutes 59 seconds', 30 * 60_000 - 1000, null, true],
    ['at 30 minutes', 30 * 60_000, null, false],
    ['when ended', 60_000, created, false],
  ])('%s → %s', (_case, after, endedAt, usable) => {
    expect(isResetLinkUsable({ expiresAt, endedAt }, new Date(created.getTime() + after))).toBe(usable);
  });
  it.each([
    [1, 4],
    [4, 1],
    [RESET_ANSWER_ATTEMPTS, 0],
    [7, 0],
  ])('%i wrong answers leave %i', (wrong, remaining) => {
    expect(getAnswersRemaining(wrong)).toBe(remaining);
  });
});

describe('the forms: confirmation must match (error mismatch, document 1 §5)', () => {
  const credentials = {
    username: 'kendall',
    password: 'Welcome2026!',
    confirmPassword: 'Welcome2026!',
    email: 'kendall@example.com',
    question1: 1,
    answer1: 'Portland',
    question2: 2,
    answer2: 'Rex',
  };
  it('accepts matching passwords and two different questions', () => {
    expect(RegistrationCredentialsForm.safeParse(credentials).success).toBe(true);
  });
  it('refuses a mismatch on the confirmation', () => {
    const result = RegistrationCredentialsForm.safeParse({ ...credentials, confirmPassword: 'Welcome2027!' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['confirmPassword', REGISTRATION_MESSAGES.mismatch],
    ]);
  });
  it('refuses the same question twice', () => {
    const result = RegistrationCredentialsForm.safeParse({ ...credentials, question2: 1 });
    expect(result.error?.issues[0]?.path).toEqual(['question2']);
  });
  it('refuses a reset whose confirmation differs', () => {
    const form = { securityAnswer: 'Portland', newPassword: 'Welcome2027!', confirmPassword: 'Welcome2028!' };
    expect(PasswordResetForm.safeParse(form).error?.issues[0]?.path).toEqual(['confirmPassword']);
  });
});

describe("a reset link's token as the page reads it (issue 14)", () => {
  it.each([
    ['A'.repeat(43), true],
    ['aZ09_-'.padEnd(43, 'x'), true],
    ['A'.repeat(42), false],
    ['A'.repeat(44), false],
    [`${'A'.repeat(42)}=`, false],
    [`${'A'.repeat(42)}+`, false],
  ])('%s → %s', (token, expected) => {
    expect(RESET_TOKEN_PATTERN.test(token)).toBe(expected);
  });
});
