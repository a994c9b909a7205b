import type { UnlockAccountRequest } from '@dash/domain/api';
import type { AuthContext } from '../../auth/auth-context';
import type { Lockout } from '../../auth/lockout';
import { ForbiddenError, NotFoundError } from '../../errors';
import type { SignInRepository } from '../../repositories/sign-in-repository';

/**
 * POST staff/unlock-account (issue 10 point 6): support staff who may log in as anyone end the lock
 * of a username of their own brand before the lockout period runs out. Audited with both identities.
 */
export function createUnlockAccount(deps: {
  readonly lockout: Lockout;
  readonly accounts: SignInRepository;
}) {
  return async function unlockAccount(
    request: UnlockAccountRequest,
    { claims, session }: AuthContext,
    clientAddress: string | null,
  ): Promise<void> {
    if (claims.role !== 'logInAsAnyone') throw new ForbiddenError('signIn.unlockStaffOnly');
    const username = request.username.trim().toLowerCase();
    if (!(await deps.lockout.unlock(claims.domainId, username))) {
      throw new NotFoundError('signIn.noLockedAccount');
    }
    const account = await deps.accounts.findAccount(claims.domainId, username);
    await deps.accounts.audit({
      action: 'account-unlocked',
      actorAccountId: session.accountId,
      targetMemberKey: account?.memberKey ?? null,
      clientAddress,
      detail: { reason: 'staff', domainId: claims.domainId, username, accountId: account?.accountId ?? null },
    });
  };
}
