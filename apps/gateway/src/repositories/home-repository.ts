import {
  type DomainId,
  getDefaultAccumulator,
  getEligibilityStatus,
  getFeaturedPrograms,
  getPlanIsoDate,
  isCityInitiativeShown,
  isTermedMember,
  PARTNER,
} from '@dash/domain';
import type { HomeData } from '@dash/domain/api';
import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../db/schema';
import type { CareRepository } from './care-repository';
import type { LimitsRepository } from './limits-repository';
import { API_CATEGORY, fromMemberFamilyGroup, type MemberDataRepository } from './member-data-repository';
import { listMemberEligibility } from './member-eligibility';

export interface HomeSources {
  readonly memberData: MemberDataRepository;
  readonly care: CareRepository;
  readonly limits: LimitsRepository;
}

/**
 * GET home (document 2 §3 Home data): the parts the other member-data calls answer one by one, asked
 * for side by side so the answer costs one database wait. Every part starts from the session's member.
 */
export function createHomeRepository(db: Kysely<Database>, { memberData, care, limits }: HomeSources) {
  /** The member, the family's subscriber id and group, and every member of the family. */
  function getFamilyHead(memberKey: string) {
    return fromMemberFamilyGroup(db)
      .select(['m.first_name', 'm.member_suffix', 'm.date_of_birth', 'f.subscriber_id', 'g.group_id'])
      .select((eb) =>
        jsonArrayFrom(
          eb
            .selectFrom('members as fm')
            .select([
              'fm.member_key',
              'fm.member_suffix',
              'fm.first_name',
              'fm.last_name',
              'fm.relationship_description',
            ])
            .whereRef('fm.family_key', '=', 'f.family_key')
            .orderBy('fm.member_suffix'),
        ).as('members'),
      )
      .where('m.member_key', '=', memberKey)
      .executeTakeFirst();
  }

  return {
    /** null when the session's member has no row. */
    async getHomeData(memberKey: string, domainId: DomainId, now: Date): Promise<HomeData | null> {
      const today = getPlanIsoDate(now);
      // The partner brand has no Programs and makes no eBill calls; only it has the featured limit (§1, §2).
      const partner = domainId === PARTNER;
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
        getFamilyHead(memberKey),
        memberData.getEmployeeInfo(memberKey),
        partner ? [] : memberData.listPrograms(memberKey),
        partner ? limits.listOwnLimits(memberKey, today) : [],
        care.listCurrentPcpSelections(memberKey, today),
        care.getPcpEligibility(memberKey, today),
        listMemberEligibility(db, memberKey),
        care.getPlanManagement(memberKey),
        partner ? null : memberData.getEbillStatus(memberKey),
        memberData.isIdCardEligible(memberKey),
        care.getPreventiveCareDueDate(memberKey),
      ]);
      if (!head) return null;
      const termed = isTermedMember(eligibility, now);
      return {
        family: { subscriberId: head.subscriber_id, groupId: head.group_id },
        principal: {
          firstName: head.first_name,
          suffix: head.member_suffix,
          key: memberKey,
          dateOfBirth: head.date_of_birth,
        },
        members: head.members.map((m) => ({
          memberKey: m.member_key,
          memberSuffix: m.member_suffix,
          firstName: m.first_name,
          lastName: m.last_name,
          relationshipDescription: m.relationship_description,
        })),
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
        preventiveCare: isCityInitiativeShown(head.group_id) ? { dueDate: preventiveCareDueDate } : null,
      };
    },
  };
}

export type HomeRepository = ReturnType<typeof createHomeRepository>;
