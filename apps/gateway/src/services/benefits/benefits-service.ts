import { getEarliestHistoryStart, getPlanIsoDate, serverMessage, validateHistoryRange } from '@dash/domain';
import type {
  BenefitCategoryParam,
  BenefitHistory,
  BenefitHistoryQuery,
  BenefitSummary,
  BenefitsQuery,
  ServiceDetail,
  ServiceDetailParams,
  ServiceDetailQuery,
} from '@dash/domain/api';
import { BadRequestError, NotFoundError } from '../../errors';
import type { FamilyMember } from '../../repositories/benefits/family-member';
import type { BenefitsRepository } from '../../repositories/benefits-repository';
import { type Caller, requireMemberKey } from '../caller';
import { getSummaryFromToday, getSummaryOfDay } from './summary-by-day';

/**
 * Benefit summaries, history and service details of one member of the caller's family (document 2
 * §3, §5, §7). The suffix picks the member within the session's family; a suffix outside it is 404,
 * never another family's data.
 */
export function createBenefitsService(deps: {
  readonly benefits: BenefitsRepository;
  readonly now: () => Date;
}) {
  async function member(caller: Caller, suffix: number): Promise<FamilyMember> {
    const found = await deps.benefits.findFamilyMember(requireMemberKey(caller), suffix);
    if (!found) throw new NotFoundError('server.noSuffixInFamily');
    return found;
  }

  return {
    /**
     * GET benefits/{category}?suffix&asOfDate: the plan period holding asOfDate (when none does, with
     * the start of the member's next); without one, the period holding the plan's today, else the
     * member's next (coverage not started yet).
     */
    async getSummary(
      caller: Caller,
      category: BenefitCategoryParam,
      query: BenefitsQuery,
    ): Promise<BenefitSummary> {
      const signedIn = requireMemberKey(caller);
      const today = getPlanIsoDate(deps.now());
      const summary = query.asOfDate
        ? await getSummaryOfDay(deps.benefits, signedIn, query.suffix, category, {
            day: query.asOfDate,
            today,
          })
        : await getSummaryFromToday(deps.benefits, signedIn, query.suffix, category, today);
      if (!summary) throw new NotFoundError('server.noSuffixInFamily');
      return summary;
    },

    /**
     * GET benefits/history: the periods starting inside the range. The range rule of document 2 §5
     * (end after start, start not earlier than two years ago at midnight) responds 400 with the message
     * the form shows.
     */
    async getHistory(caller: Caller, query: BenefitHistoryQuery): Promise<BenefitHistory> {
      const now = deps.now();
      const error = validateHistoryRange(query.startDate, query.endDate, { now, limitStart: true });
      if (error === 'dateRangeInvalid') {
        throw new BadRequestError('benefits.dateRangeInvalid', {
          fieldErrors: { endDate: ['benefits.dateRangeInvalid'] },
        });
      }
      if (error !== null) {
        const message = serverMessage('benefits.startTooEarly', getEarliestHistoryStart(now));
        throw new BadRequestError(message, { fieldErrors: { startDate: [message] } });
      }
      const target = await member(caller, query.suffix);
      return deps.benefits.getHistory(target, query.category, query.startDate, query.endDate);
    },

    /** GET benefits/services/{category}/{serviceId}?suffix: 404 when the member has no such service. */
    async getServiceDetail(
      caller: Caller,
      params: ServiceDetailParams,
      query: ServiceDetailQuery,
    ): Promise<ServiceDetail> {
      const target = await member(caller, query.suffix);
      const detail = await deps.benefits.getServiceDetail(target, params.category, params.serviceId);
      if (!detail) throw new NotFoundError('benefits.noServiceDetail');
      return detail;
    },
  };
}

export type BenefitsService = ReturnType<typeof createBenefitsService>;
