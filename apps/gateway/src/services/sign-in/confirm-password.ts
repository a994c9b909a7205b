import { PASSWORD_CHANGE_ATTEMPT_LIMIT, PASSWORD_CHANGE_ATTEMPT_WINDOW_MS } from '@dash/domain';
import { verifyPassword } from '../../auth/password';
import { BadRequestError, TooManyRequestsError } from '../../errors';
import type { PasswordRepository } from '../../repositories/password-repository';

/**
 * The account's password asked again (changing it, security answers, two-step sign-in): each check is
 * counted atomically before it runs, five per window (issue 10 point 7), so the three screens share
 * one limit. A wrong password gets a 400 response on the form's own `field`. The stored credentials come
 * back for a caller that needs the username (a new password may not contain it, issue 15).
 */
export async function confirmPassword(
  passwords: PasswordRepository,
  check: {
    readonly accountId: number;
    readonly clientAddress: string | null;
    readonly at: Date;
    readonly password: string;
    readonly field: string;
  },
): Promise<{ passwordHash: string; username: string }> {
  const { accountId, at } = check;
  const since = new Date(at.getTime() - PASSWORD_CHANGE_ATTEMPT_WINDOW_MS);
  if ((await passwords.countAttempt(accountId, since, at)) > PASSWORD_CHANGE_ATTEMPT_LIMIT) {
    throw new TooManyRequestsError('changePassword.tooManyAttempts', {
      retryAfterSeconds: PASSWORD_CHANGE_ATTEMPT_WINDOW_MS / 1000,
    });
  }
  const stored = await passwords.getCredentials(accountId);
  if (!stored || !(await verifyPassword(stored.passwordHash, check.password))) {
    await passwords.recordFailure(accountId, check.clientAddress, at);
    const message = 'changePassword.wrongCurrent';
    throw new BadRequestError(message, { fieldErrors: { [check.field]: [message] } });
  }
  await passwords.clearAttempts(accountId);
  return stored;
}
