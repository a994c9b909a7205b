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
import type { HomeRepository } from '../../repositories/home-repository';
import { API_CATEGORY } from '../../repositories/member-data-repository';
import { type Caller, requireMemberKey } from '../caller';

/**
 * GET home (document 2 §3 Home data): the parts the other member-data calls return one by one, read
 * in one statement (repositories/home-repository.ts). Every part starts from the session's member;
 * the brand of the host decides the partner-only and partner-less parts (§1, §2).
 */
export function createHomeService(deps: { readonly home: HomeRepository; readonly now: () => Date }) {
  return {
    async getHomeData(caller: Caller): Promise<HomeData> {
      const memberKey = requireMemberKey(caller);
      const now = deps.now();
      const today = getPlanIsoDate(now);
      // The partner brand has no Programs and makes no eBill calls; only it has the featured limit (§1, §2).
      const head = await deps.home.getHomeRows(memberKey, today, caller.domainId === PARTNER);
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
        defaultAccumulator: getDefaultAccumulator(head.ownLimits),
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
