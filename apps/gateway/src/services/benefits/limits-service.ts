import { getPlanIsoDate } from '@dash/domain';
import type { LimitList, LimitsQuery } from '@dash/domain/api';
import { NotFoundError } from '../../errors';
import type { LimitsRepository } from '../../repositories/limits-repository';
import { type Caller, requireMemberKey } from '../caller';

/**
 * The limits of one member of the caller's family (document 2 §7 benefits/limits); asOfDate is
 * yyyy-mm-dd (§5). Without one, the plan's today, else the member's next period, as the benefits
 * summaries read. A suffix outside the family is 404, never its data.
 */
export function createLimitsService(deps: { readonly limits: LimitsRepository; readonly now: () => Date }) {
  return {
    async list(caller: Caller, query: LimitsQuery): Promise<LimitList> {
      const found = await deps.limits.listLimits(
        requireMemberKey(caller),
        query.suffix,
        query.asOfDate ?? getPlanIsoDate(deps.now()),
        { orUpcoming: query.asOfDate === undefined },
      );
      if (!found) throw new NotFoundError('server.noSuffixInFamily');
      return found;
    },
  };
}

export type LimitsService = ReturnType<typeof createLimitsService>;
