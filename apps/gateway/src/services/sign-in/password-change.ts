import type { ChangePasswordRequest } from '@dash/domain/api';
import type { AuthContext } from '../../auth/auth-context';
import { hashPassword } from '../../auth/password';
import { assertPasswordStrength } from '../../auth/password-strength';
import { ForbiddenError } from '../../errors';
import type { PasswordRepository } from '../../repositories/password-repository';
import type { RecordNotification } from '../member-notifications/record-notification';
import { confirmPassword } from './confirm-password';

/**
 * PUT account/password (document 1 §2, §5, §7): the current password is checked, the new one (§5 rule)
 * stored as an argon2id hash (judged against leaked-password patterns and the account's own words, issue 36), a must-change status (INI, FRC) becomes ACT, and every other session of
 * the account is revoked while this one stays. It takes the mid-login token too, since INI and FRC
 * change the password before their session opens. A login-as session may not change the member's
 * password. The member is notified (issue 39 §2). Each check is counted atomically before it runs (issue 10 point 7).
 */
export function createPasswordChange(deps: {
  readonly passwords: PasswordRepository;
  readonly notifications: RecordNotification;
  readonly now: () => Date;
}) {
  return async function changePassword(
    request: ChangePasswordRequest,
    { session }: AuthContext,
    clientAddress: string | null,
  ): Promise<void> {
    if (session.issuedByRole !== null) throw new ForbiddenError('signIn.passwordOwnerOnly');
    const at = deps.now();
    const stored = await confirmPassword(deps.passwords, {
      accountId: session.accountId,
      clientAddress,
      at,
      password: request.currentPassword,
      field: 'currentPassword',
    });
    // Only once the current password is right: a stranger learns nothing about the account's words from it.
    const words = (await deps.passwords.findPasswordWords(session.accountId)) ?? {
      username: stored.username,
    };
    await assertPasswordStrength(request.newPassword, words, 'newPassword');
    await deps.passwords.replace({
      accountId: session.accountId,
      passwordHash: await hashPassword(request.newPassword),
      keepSessionId: session.sessionId,
      clientAddress,
      now: at,
      // The member is told, by e-mail whatever their preferences (issue 39 §2), with the change itself.
      alsoInTransaction: (trx) =>
        deps.notifications.record(trx, {
          kind: 'password-changed',
          to: { accountId: session.accountId },
          occurredAt: at,
        }),
    });
    deps.notifications.wake();
  };
}

export type PasswordChange = ReturnType<typeof createPasswordChange>;
