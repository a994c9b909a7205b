import { isLoginAsRole, isRefusedAtSignIn, type Role } from '@dash/domain';
import type { LoginAsReturnResponse } from '@dash/domain/api';
import type { AuthContext } from '../../auth/auth-context';
import type { SessionStore } from '../../auth/session-store';
import type { TokenIssuer } from '../../auth/token-issuer';
import { ForbiddenError } from '../../errors';
import type { SignInRepository } from '../../repositories/sign-in-repository';

/** The account's staff role (logInAsAnyone or logInAsNonEmp) while it may still sign in; null otherwise. */
function staffRoleOf(account: { role: string; status: string } | null): Role | null {
  if (!account || !isLoginAsRole(account.role) || isRefusedAtSignIn(account.status)) return null;
  return account.role as Role;
}

/**
 * POST login-as/return (issue 9): the settings menu's LoginAsAnyone / LoginAsNonEmp entry of a
 * login-as session. The member session ends and the staff person behind it gets a staff token
 * again, for /login-as, provided that account is still staff of this brand. Audited.
 */
export function createReturnToStaff(deps: {
  readonly accounts: SignInRepository;
  readonly sessions: SessionStore;
  readonly tokens: TokenIssuer;
  readonly now: () => Date;
}) {
  return async function returnToStaff(
    { claims, session }: AuthContext,
    clientAddress: string | null,
  ): Promise<LoginAsReturnResponse> {
    const staffAccountId = session.issuedByAccountId;
    if (!isLoginAsRole(session.issuedByRole) || staffAccountId === null) {
      throw new ForbiddenError('signIn.notLoginAsSession');
    }
    const staffRole = staffRoleOf(await deps.accounts.findAccountInBrand(staffAccountId, claims.domainId));
    if (!staffRole) throw new ForbiddenError('signIn.staffOnly');
    await deps.sessions.revoke(session.sessionId, deps.now());
    const token = await deps.tokens.issueTemporary({
      accountId: staffAccountId,
      memberKey: null,
      role: staffRole,
      issuedByRole: null,
      issuedByAccountId: null,
      domainId: claims.domainId,
    });
    await deps.accounts.audit({
      action: 'login-as-return',
      actorAccountId: staffAccountId,
      targetMemberKey: session.memberKey,
      clientAddress,
      detail: { staffRole },
    });
    return { token };
  };
}
