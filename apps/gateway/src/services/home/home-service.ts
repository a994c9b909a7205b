import {
  getDefaultAccumulator,
  getEligibilityStatus,
  getFeaturedPrograms,
  getPlanIsoDate,
  isCityInitiativeShown,
  isTermedMember,
  PARTNER,
} from '@dash/domain';
import type { HomeData } from '@dash/domain/api';
import { NotFoundError } from '../../errors';
import type { HomeRepository, HomeRows } from '../../repositories/home-repository';
import type { LimitsRepository } from '../../repositories/limits-repository';
import { API_CATEGORY } from '../../repositories/member-data-repository';
import { type Caller, requireMemberKey } from '../caller';

/**
 * GET home (document 2 §3 Home data): the parts the other member-data calls return one by one, read
 * in one statement (repositories/home-repository.ts). Every part starts from the session's member;
 * the brand of the host decides the partner-only and partner-less parts (§1, §2).
 */
export function createHomeService(deps: {
  readonly home: HomeRepository;
  readonly limits: LimitsRepository;
  readonly now: () => Date;
}) {
  /**
   * The featured limit reads today's period, else the member's next (enrolled in December for
   * January), as the limits page does; the second read runs only when today's period holds none.
   */
  async function featuredLimitsOf(head: HomeRows, memberKey: string, today: string, partner: boolean) {
    if (!partner || head.ownLimits.length > 0) return head.ownLimits;
    return (await deps.limits.listLimits(memberKey, head.memberSuffix, today, { orUpcoming: true })) ?? [];
  }

  return {
    async getHomeData(caller: Caller): Promise<HomeData> {
      const memberKey = requireMemberKey(caller);
      const now = deps.now();
      const today = getPlanIsoDate(now);
      // The partner brand has no Programs and makes no eBill calls; only it has the featured limit (§1, §2).
      const partner = caller.domainId === PARTNER;
      const head = await deps.home.getHomeRows(memberKey, today, partner);
      if (!head) throw new NotFoundError('server.noMember');
      const { eligibility, currentSelections } = head;
      const termed = isTermedMember(eligibility, now);
      return {
        family: { subscriberId: head.subscriberId, groupId: head.groupId },
        principal: {
          firstName: head.firstName,
          suffix: head.memberSuffix,
          key: memberKey,
          dateOfBirth: head.dateOfBirth,
        },
        members: [...head.members],
        employee: head.employee ?? { employeeId: null, local598: false },
        featuredPrograms: getFeaturedPrograms(head.programs, 'home', termed),
        defaultAccumulator: getDefaultAccumulator(await featuredLimitsOf(head, memberKey, today, partner)),
        primaryCareSelection:
          currentSelections.find((selection) => selection.memberKey === memberKey) ?? null,
        membersWithPrimaryCare: currentSelections.map((selection) => selection.memberKey),
        primaryCareEligibility: head.primaryCareEligibility,
        planEligibility: eligibility.map((span) => ({
          category: API_CATEGORY[span.category],
          eligible: span.eligible,
          memberKey,
          active: getEligibilityStatus(span, now) === 'Active',
          effectiveDate: span.effectiveDate,
          terminationDate: span.terminationDate,
        })),
        planManagement: head.planManagement,
        termed,
        ebill: head.ebill,
        idCardEligible: head.idCardEligible,
        preventiveCare: isCityInitiativeShown(head.groupId) ? { dueDate: head.preventiveCareDueDate } : null,
      };
    },
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
