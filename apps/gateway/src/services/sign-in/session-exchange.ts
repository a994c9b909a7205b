import { getPendingSignInStep } from '@dash/domain';
import type { LoginState, SessionResponse, SessionStatus } from '@dash/domain/api';
import type { AuthContext } from '../../auth/auth-context';
import type { SessionStore } from '../../auth/session-store';
import type { TokenIssuer } from '../../auth/token-issuer';
import { ForbiddenError } from '../../errors';
import type { AccountRepository } from '../../repositories/account-repository';
import { createLoginStateReader } from './login-state';

/**
 * The mid-login state and its end (document 1 §4, §9): login-state feeds the post-login rule, and
 * POST session trades the temporary token for the 2-hour one only once no step of that rule is left
 * (the same rule as the web, from packages/domain), so a browser cannot skip a step.
 */
export function createSessionExchange(deps: {
  readonly accounts: AccountRepository;
  readonly tokens: TokenIssuer;
  readonly sessions: SessionStore;
  readonly now: () => Date;
}) {
  const readLoginState = createLoginStateReader({ accounts: deps.accounts, now: deps.now });
  const getLoginState = ({ session, claims }: AuthContext): Promise<LoginState> =>
    readLoginState(session, claims);

  return {
    getLoginState,

    async exchange(auth: AuthContext): Promise<SessionResponse> {
      const { claims, session } = auth;
      const state = await getLoginState(auth);
      const pending =
        session.memberKey === null
          ? 'login-as'
          : getPendingSignInStep({ ...state, domainId: claims.domainId, mfaPending: session.mfaPending });
      if (pending !== null) {
        throw new ForbiddenError(`signIn.pendingStep.${pending}`, {
          code: 'SIGN_IN_STEP_PENDING',
        });
      }
      const issued = await deps.tokens.issueSession({
        accountId: session.accountId,
        memberKey: session.memberKey,
        role: claims.role,
        issuedByRole: claims.issuedByRole,
        issuedByAccountId: session.issuedByAccountId,
        domainId: claims.domainId,
        chosenGroupId: session.chosenGroupId,
        preventSalesPlatform: session.preventSalesPlatform,
      });
      await deps.sessions.revoke(session.sessionId, deps.now());
      return {
        token: issued.token,
        expiresAt: issued.expiresAt.toISOString(),
        idleMinutes: deps.sessions.idleMinutes,
      };
    },

    /** GET session: the auth guard has marked the session used; this returns its limits. */
    getStatus({ session }: AuthContext): SessionStatus {
      return { expiresAt: session.expiresAt.toISOString(), idleMinutes: deps.sessions.idleMinutes };
    },
  };
}

export type SessionExchange = ReturnType<typeof createSessionExchange>;
