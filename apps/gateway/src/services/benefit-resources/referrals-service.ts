import { getPageInfo, getPlanIsoDate } from '@dash/domain';
import type { ReferralMetadata, ReferralPage, ReferralsQuery } from '@dash/domain/api';
import { NotFoundError } from '../../errors';
import type { ReferralsRepository } from '../../repositories/referrals-repository';
import { type Caller, requireMemberKey } from '../caller';

/**
 * Referrals of the caller's family (document 2 §7): paged by page and size, filtered by memberKey,
 * statusCode, providerId and excludeExpired (expired: ended before the plan's today). A memberKey
 * outside the family is 404, never that member's data.
 */
export function createReferralsService(deps: {
  readonly referrals: ReferralsRepository;
  readonly now: () => Date;
}) {
  return {
    async list(caller: Caller, query: ReferralsQuery): Promise<ReferralPage> {
      const memberKey = requireMemberKey(caller);
      if (query.memberKey && !(await deps.referrals.isFamilyMember(memberKey, query.memberKey))) {
        throw new NotFoundError('server.noMemberKeyInFamily');
      }
      const found = await deps.referrals.listReferrals(memberKey, query, getPlanIsoDate(deps.now()));
      return { content: found.rows, ...getPageInfo(query.page, query.size, found.total, found.rows.length) };
    },
    getMetadata: (caller: Caller): Promise<ReferralMetadata> =>
      deps.referrals.getMetadata(requireMemberKey(caller)),
    hasReferrals: (caller: Caller): Promise<boolean> => deps.referrals.hasReferrals(requireMemberKey(caller)),
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
