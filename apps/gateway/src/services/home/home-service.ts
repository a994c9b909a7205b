import {
  getDefaultAccumulator,
  getEligibilityStatus,
  getFeaturedPrograms,
  getPlanIsoDate,
  isCityInitiativeShown,
  isTermedMember,
  PARTNER,
  SERVER_MESSAGES,
} from '@dash/domain';
import type { HomeData } from '@dash/domain/api';
import { NotFoundError } from '../../errors';
import type { CareRepository } from '../../repositories/care-repository';
import type { HomeRepository } from '../../repositories/home-repository';
import type { LimitsRepository } from '../../repositories/limits-repository';
import { API_CATEGORY, type MemberDataRepository } from '../../repositories/member-data-repository';
import { type Caller, requireMemberKey } from '../caller';

/**
 * GET home (document 2 §3 Home data): the parts the other member-data calls answer one by one, asked
 * for side by side so the answer costs one database wait. Every part starts from the session's member;
 * the brand of the host decides the partner-only and partner-less parts (§1, §2).
 */
export function createHomeService(deps: {
  readonly home: HomeRepository;
  readonly memberData: MemberDataRepository;
  readonly care: CareRepository;
  readonly limits: LimitsRepository;
  readonly now: () => Date;
}) {
  const { home, memberData, care, limits } = deps;
  return {
    async getHomeData(caller: Caller): Promise<HomeData> {
      const memberKey = requireMemberKey(caller);
      const now = deps.now();
      const today = getPlanIsoDate(now);
      // The partner brand has no Programs and makes no eBill calls; only it has the featured limit (§1, §2).
      const partner = caller.domainId === PARTNER;
      const [
        head,
        employee,
        programs,
        ownLimits,
        currentSelections,
        primaryCareEligibility,
        eligibility,
        planManagement,
        ebill,
        idCardEligible,
        // Asked for beside the rest and kept only for the city group, rather than waiting on the group id.
        preventiveCareDueDate,
      ] = await Promise.all([
        home.getFamilyHead(memberKey),
        memberData.getEmployeeInfo(memberKey),
        partner ? [] : memberData.listPrograms(memberKey),
        partner ? limits.listOwnLimits(memberKey, today) : [],
        care.listCurrentPcpSelections(memberKey, today),
        care.getPcpEligibility(memberKey, today),
        home.listMemberEligibility(memberKey),
        care.getPlanManagement(memberKey),
        partner ? null : memberData.getEbillStatus(memberKey),
        memberData.isIdCardEligible(memberKey),
        care.getPreventiveCareDueDate(memberKey),
      ]);
      if (!head) throw new NotFoundError(SERVER_MESSAGES.noMember);
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
        employee: employee ?? { employeeId: null, local598: false },
        featuredPrograms: getFeaturedPrograms(programs, 'home', termed),
        defaultAccumulator: getDefaultAccumulator(ownLimits),
        primaryCareSelection:
          currentSelections.find((selection) => selection.memberKey === memberKey) ?? null,
        membersWithPrimaryCare: currentSelections.map((selection) => selection.memberKey),
        primaryCareEligibility,
        planEligibility: eligibility.map((span) => ({
          category: API_CATEGORY[span.category],
          eligible: span.eligible,
          memberKey,
          active: getEligibilityStatus(span, now) === 'Active',
          effectiveDate: span.effectiveDate,
          terminationDate: span.terminationDate,
        })),
        planManagement,
        termed,
        ebill,
        idCardEligible,
        preventiveCare: isCityInitiativeShown(head.groupId) ? { dueDate: preventiveCareDueDate } : null,
      };
    },
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
