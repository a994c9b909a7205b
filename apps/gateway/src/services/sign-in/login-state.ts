import { getPlanIsoDate } from '@dash/domain';
import type { LoginState, TokenClaims } from '@dash/domain/api';
import type { ActiveSession } from '../../auth/session-store';
import type { AccountRepository } from '../../repositories/account-repository';
import { toLoginGroups } from '../groups/login-groups';

/**
 * What the post-login rule needs (document 1 §4): the stored rows of the session's account and
 * member, its groups' inactive flag as of today, and the session's and token's own parts.
 */
export function createLoginStateReader(deps: {
  readonly accounts: Pick<AccountRepository, 'getLoginRows'>;
  readonly now: () => Date;
}) {
  return async function getLoginState(session: ActiveSession, claims: TokenClaims): Promise<LoginState> {
    const rows = await deps.accounts.getLoginRows(session);
    return {
      ...rows,
      claims: { memberKey: claims.memberKey, role: claims.role, issuedByRole: claims.issuedByRole },
      groups: toLoginGroups(rows.groups, getPlanIsoDate(deps.now())),
      chosenGroupId: session.chosenGroupId,
      preventSalesPlatform: session.preventSalesPlatform,
    };
  };
}

export type LoginStateReader = ReturnType<typeof createLoginStateReader>;
