import { describe, expect, it } from 'vitest';
import {
  getPasswordStrengthProblem,
  isValidPassword,
  PASSWORD_STRENGTH_MESSAGES,
  type PasswordStrengthProblem,
} from '../src';

/** A stand-in for the gateway's list of common passwords (the rule takes the look-up as a function). */
const COMMON = new Set(['password1', 'qwerty123', 'abc123', 'welcome1']);
const isCommon = (lowerCase: string) => COMMON.has(lowerCase);

describe('password strength beyond the specification rule (issue 15)', () => {
  const cases: readonly [password: string, username: string, expected: PasswordStrengthProblem | null][] = [
    ['Welcome2026!', 'alex', null],
    ['Portland2027!', 'robin', null],
    ['Password1', 'alex', 'common'],
    ['PASSWORD1', 'alex', 'common'],
    ['qwerty123', 'alex', 'common'],
    ['Abc123', 'kendall', 'common'],
    ['alex2026!', 'alex', 'containsUsername'],
    ['My-ALEX-2026', 'alex', 'containsUsername'],
    ['2026Kendall', 'kendall', 'containsUsername'],
    ['xKENDALLx9', 'Kendall', 'containsUsername'],
    // Both: the username is the first thing the member is told about.
    ['welcome1', 'welcome', 'containsUsername'],
    ['Alexander9', 'alexandra', null],
  ];
  it.each(cases)('%s for %s → %s', (password, username, expected) => {
    expect(getPasswordStrengthProblem(password, username, isCommon)).toBe(expected);
  });

  it('keeps the specification rule: each refused example still passes it, so the rule adds, not replaces', () => {
    for (const [password] of cases) expect(isValidPassword(password)).toBe(true);
  });

  it('says clearly what is wrong', () => {
    expect(PASSWORD_STRENGTH_MESSAGES).toEqual({
      containsUsername: 'The password must not contain your username.',
      common: 'This password is too common and easy to guess. Choose a less common password.',
    });
  });
});
