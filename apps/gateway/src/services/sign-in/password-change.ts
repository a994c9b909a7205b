import {
  CHANGE_PASSWORD_MESSAGES,
  PASSWORD_CHANGE_ATTEMPT_LIMIT,
  PASSWORD_CHANGE_ATTEMPT_WINDOW_MS,
  SIGN_IN_SERVER_MESSAGES,
} from '@dash/domain';
import type { ChangePasswordRequest } from '@dash/domain/api';
import type { AuthContext } from '../../auth/auth-context';
import { hashPassword, verifyPassword } from '../../auth/password';
import { assertPasswordStrength } from '../../auth/password-strength';
import { BadRequestError, ForbiddenError, TooManyRequestsError } from '../../errors';
import type { PasswordRepository } from '../../repositories/password-repository';

/**
 * PUT account/password (document 1 §2, §5, §7): the current password is checked, the new one (§5 rule)
 * stored as an argon2id hash (neither common nor containing the username, issue 15), a must-change status (INI, FRC) becomes ACT, and every other session of
 * the account is revoked while this one stays. It takes the mid-login token too, since INI and FRC
 * change the password before their session opens. A login-as session may not change the member's
 * password. Each check is counted atomically before it runs (issue 10 point 7).
 */
export function createPasswordChange(deps: {
  readonly passwords: PasswordRepository;
  readonly now: () => Date;
}) {
  return async function changePassword(
    request: ChangePasswordRequest,
    { session }: AuthContext,
    clientAddress: string | null,
  ): Promise<void> {
    if (session.issuedByRole !== null) throw new ForbiddenError(SIGN_IN_SERVER_MESSAGES.passwordOwnerOnly);
    const at = deps.now();
    const since = new Date(at.getTime() - PASSWORD_CHANGE_ATTEMPT_WINDOW_MS);
    if ((await deps.passwords.countAttempt(session.accountId, since, at)) > PASSWORD_CHANGE_ATTEMPT_LIMIT) {
      throw new TooManyRequestsError(CHANGE_PASSWORD_MESSAGES.tooManyAttempts, {
        retryAfterSeconds: PASSWORD_CHANGE_ATTEMPT_WINDOW_MS / 1000,
      });
    }
    const stored = await deps.passwords.getCredentials(session.accountId);
    if (!stored || !(await verifyPassword(stored.passwordHash, request.currentPassword))) {
      await deps.passwords.recordFailure(session.accountId, clientAddress, at);
      const message = CHANGE_PASSWORD_MESSAGES.wrongCurrent;
      throw new BadRequestError(message, { fieldErrors: { currentPassword: [message] } });
    }
    await deps.passwords.clearAttempts(session.accountId);
    // Only once the current password is right: a stranger learns nothing about the username from it.
    assertPasswordStrength(request.newPassword, stored.username, 'newPassword');
    await deps.passwords.replace({
      accountId: session.accountId,
      passwordHash: await hashPassword(request.newPassword),
      keepSessionId: session.sessionId,
      clientAddress,
      now: at,
    });
  };
}

export type PasswordChange = ReturnType<typeof createPasswordChange>;
