import { describe, expect, it } from 'vitest';
import { resolveLoginCredentials } from './create-token';

const tooBig = (max: number) => `Too big: expected string to have <=${max} characters`;

/** The sign-in form's rules are TokenRequest's (document 1 §5): one row per case. */
describe("the sign-in form's resolver (TokenRequest without the domain)", () => {
  it.each([
    [
      'both empty',
      { username: '', password: '' },
      { username: 'Username is a required field', password: 'Password is a required field' },
    ],
    [
      'a username of spaces',
      { username: '   ', password: 'p' },
      { username: 'Username is a required field' },
    ],
    ['a username too long', { username: 'u'.repeat(65), password: 'p' }, { username: tooBig(64) }],
    ['a password too long', { username: 'u', password: 'p'.repeat(129) }, { password: tooBig(128) }],
  ])('%s: the first message of each field, nothing sent', (_case, values, errors) => {
    const resolution = resolveLoginCredentials(values);
    expect(resolution.values).toBeNull();
    expect(Object.fromEntries(Object.entries(resolution.errors).filter(([, message]) => message))).toEqual(
      errors,
    );
  });

  it('sends the username trimmed and the password as typed, at their longest', () => {
    const password = ` ${'p'.repeat(126)} `;
    expect(resolveLoginCredentials({ username: ` ${'u'.repeat(64)} `, password })).toEqual({
      values: { username: 'u'.repeat(64), password },
      errors: {},
    });
  });
});
