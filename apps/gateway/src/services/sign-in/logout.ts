import type { AuthContext } from '../../auth/auth-context';
import type { SessionStore } from '../../auth/session-store';
import { ForbiddenError } from '../../errors';
import type { SignInRepository } from '../../repositories/sign-in-repository';

/**
 * Logout ends only its own session (document 1 §9); "Log out everywhere" ends every session of the
 * account, this one included, and is audited (issue 10 point 10). Staff in a login-as session may
 * not end the member's own sessions.
 */
export function createLogout(deps: {
  readonly sessions: SessionStore;
  readonly audit: SignInRepository['audit'];
  readonly now: () => Date;
}) {
  return {
    async logout({ session }: AuthContext): Promise<void> {
      await deps.sessions.revoke(session.sessionId, deps.now());
    },

    async logoutEverywhere({ session }: AuthContext, clientAddress: string | null): Promise<void> {
      if (session.issuedByRole !== null) throw new ForbiddenError('signIn.memberOnly');
      const revoked = await deps.sessions.revokeAll(session.accountId, deps.now());
      await deps.audit({
        action: 'logout-everywhere',
        actorAccountId: session.accountId,
        targetMemberKey: session.memberKey,
        clientAddress,
        detail: { accountId: session.accountId, revokedSessions: revoked },
      });
    },
  };
}

export type Logout = ReturnType<typeof createLogout>;
