import type { SalesPlatformSsoForm } from '@dash/domain/api';
import type { SessionStore } from '../../auth/session-store';
import { verifyToken } from '../../auth/tokens';
import type { AccountRepository } from '../../repositories/account-repository';

interface SignOnStandInDeps {
  readonly tokenSecret: Uint8Array;
  readonly sessions: Pick<SessionStore, 'findActive' | 'revoke'>;
  readonly accounts: Pick<AccountRepository, 'getAccountDetails'>;
  readonly now: () => Date;
}

/** What a sign-on stand-in found in the posted token: who arrived, as the landing page's lines, or refused. */
export type SignOnArrival =
  | { readonly accepted: true; readonly lines: readonly string[] }
  | { readonly accepted: false };

/**
 * The local stand-ins of the outside systems the post-login flow posts the token to (document 1 §4):
 * they verify the posted token and say who arrived. The token is single use: the stand-in revokes it,
 * as the real system would once it has opened its own session.
 */
export function createSignOnStandInService(deps: SignOnStandInDeps) {
  return {
    async arrive(form: SalesPlatformSsoForm): Promise<SignOnArrival> {
      const claims = verifyToken(form.token, deps.tokenSecret);
      const session = claims ? await deps.sessions.findActive(claims.sid, deps.now()) : null;
      const details = session?.memberKey ? await deps.accounts.getAccountDetails(session.memberKey) : null;
      const member = details?.members.find((m) => m.memberKey === session?.memberKey);
      if (!claims || !session || !details || !member) return { accepted: false };
      await deps.sessions.revoke(session.sessionId, deps.now());
      const lines = [
        `Signed in: ${member.firstName} ${member.lastName}`,
        `Subscriber ID: ${details.subscriberId}`,
        `Group: ${details.groupName} (${details.groupId})`,
      ];
      if (claims.issuedByRole) lines.push(`Opened by support staff (${claims.issuedByRole})`);
      if (form.testEnvironment) lines.push(`Test environment: ${form.testEnvironment}`);
      return { accepted: true, lines };
    },
  };
}

export type SignOnStandInService = ReturnType<typeof createSignOnStandInService>;
