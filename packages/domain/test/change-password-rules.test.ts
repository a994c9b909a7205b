import { describe, expect, it } from 'vitest';
import { ChangePasswordForm, ChangePasswordRequest } from '../src/api/password';
import { CHANGE_PASSWORD_MESSAGES as M } from '../src/password/password-texts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('PUT account/password body (document 1 §5 password rule)', () => {
  it.each([
    [{ currentPassword: 'Welcome2026!', newPassword: 'Newpass1' }, null],
    [{ currentPassword: '', newPassword: 'Newpass1' }, M.currentRequired],
    [{ currentPassword: 'Welcome2026!', newPassword: '' }, M.newRequired],
    [{ currentPassword: 'Welcome2026!', newPassword: 'abc12' }, M.newInvalid],
    [{ currentPassword: 'Welcome2026!', newPassword: 'abcdefgh' }, M.newInvalid],
    [{ currentPassword: 'Welcome2026!', newPassword: 'abc 1234' }, M.newInvalid],
    [{ currentPassword: 'Welcome2026!', newPassword: `a1${'b'.repeat(31)}` }, M.newInvalid],
    [{ currentPassword: 'Welcome2026!', newPassword: `a1${'b'.repeat(30)}` }, null],
    [{ currentPassword: 'Welcome2026!', newPassword: 'Welcome2026!' }, M.sameAsCurrent],
  ])('%j → %s', (body, message) => {
    expect(firstMessage(ChangePasswordRequest.safeParse(body))).toBe(message);
  });
});

describe('change-password form (document 1 §5: two fields must match, error mismatch)', () => {
  it.each([
    [{ currentPassword: 'Welcome2026!', newPassword: 'Newpass1', confirmPassword: 'Newpass1' }, null],
    [{ currentPassword: 'Welcome2026!', newPassword: 'Newpass1', confirmPassword: 'Newpass2' }, M.mismatch],
    [{ currentPassword: 'Welcome2026!', newPassword: 'Newpass1', confirmPassword: '' }, M.confirmRequired],
  ])('%j → %s', (form, message) => {
    expect(firstMessage(ChangePasswordForm.safeParse(form))).toBe(message);
  });

  it('names the rule in the invalid message', () => {
    expect(M.newInvalid).toBe(
      'Invalid new password. Use 6 to 32 characters: letters, digits and @$!%*#?&^_+-=, with at least one digit.',
    );
  });
});
