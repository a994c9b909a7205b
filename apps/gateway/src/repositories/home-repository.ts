import type {
  Limit,
  PcpEligibility,
  PlanManagementDetails,
  PrimaryCareSelection,
  Program,
} from '@dash/domain/api';
import type { Kysely } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import { prepare } from '../db/prepared-query';
import type { Database } from '../db/schema';
import {
  currentPcpSelectionsOf,
  pcpEligibleMembersOf,
  planManagementOf,
  preventiveCareDueDateOf,
  toPcpEligibility,
  toPlanManagement,
  toPrimaryCareSelections,
} from './care-repository';
import { limitsOf, toLimits } from './limits-repository';
import {
  ebillStatusOf,
  employeeInfoOf,
  fromMemberFamilyGroup,
  idCardEligibilityOf,
  programRowsOf,
  toEbillStatus,
  toEmployeeInfo,
  toPrograms,
} from './member-data-repository';
import { type CategoryEligibility, memberEligibilityRows, toCategoryEligibility } from './member-eligibility';
import { OUTER_MEMBER } from './member-scope';

/** Every stored part of GET home (document 2 §3), each as its own route would return it. */
export interface HomeRows {
  readonly firstName: string;
  readonly memberSuffix: number;
  readonly dateOfBirth: string;
  readonly subscriberId: string;
  readonly groupId: string;
  readonly members: readonly {
    readonly memberKey: string;
    readonly memberSuffix: number;
    readonly firstName: string;
    readonly lastName: string;
    readonly relationshipDescription: string;
  }[];
  readonly employee: { readonly employeeId: string | null; readonly local598: boolean } | null;
  /** Empty on the partner brand, which has no Programs (§1). */
  readonly programs: readonly Program[];
  /** The member's own limits, on the partner brand only (its featured limit, §2); empty elsewhere. */
  readonly ownLimits: readonly Limit[];
  readonly currentSelections: readonly PrimaryCareSelection[];
  readonly primaryCareEligibility: PcpEligibility;
  readonly eligibility: readonly CategoryEligibility[];
  readonly planManagement: PlanManagementDetails | null;
  /** null on the partner brand, which makes no eBill calls (§2). */
  readonly ebill: ReturnType<typeof toEbillStatus> | null;
  readonly idCardEligible: boolean;
  readonly preventiveCareDueDate: string | null;
}

type HomeParams = { memberKey: string; today: string };

/**
 * GET home in one statement: the member row, and each part as a JSON sub-select of it, built by the
 * part's own repository. Eleven queries side by side cost PostgreSQL eleven parses and executions per
 * call, and bounded home at a tenth of the one-SELECT ceiling (docs/performance.md).
 */
function homeStatement(db: Kysely<Database>, partner: boolean) {
  const scope = OUTER_MEMBER;
  return prepare(db, (p: HomeParams) =>
    fromMemberFamilyGroup(db)
      .select(['m.first_name', 'm.member_suffix', 'm.date_of_birth', 'f.subscriber_id', 'g.group_id'])
      .select((eb) => [
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
        jsonObjectFrom(employeeInfoOf(db, scope)).as('employee'),
        jsonArrayFrom(currentPcpSelectionsOf(db, scope, p.today)).as('current_selections'),
        jsonArrayFrom(pcpEligibleMembersOf(db, scope, p.today)).as('pcp_eligible'),
        jsonArrayFrom(memberEligibilityRows(db, scope.memberKey)).as('eligibility'),
        jsonObjectFrom(planManagementOf(db, scope)).as('plan_management'),
        jsonObjectFrom(idCardEligibilityOf(db, scope)).as('id_card'),
        // Read for every member and kept only for the city group, rather than a second statement.
        jsonObjectFrom(preventiveCareDueDateOf(db, scope.memberKey)).as('preventive_care'),
      ])
      // The brand's own parts: the partner brand has no Programs, no eBill, and a featured limit (§1, §2).
      .$if(partner, (qb) => qb.select(jsonArrayFrom(limitsOf(db, scope, p.today)).as('own_limits')))
      .$if(!partner, (qb) =>
        qb.select([
          jsonArrayFrom(programRowsOf(db, scope)).as('programs'),
          jsonObjectFrom(ebillStatusOf(db, scope)).as('ebill'),
        ]),
      )
      .where('m.member_key', '=', p.memberKey),
  );
}

/** The rows of GET home: one statement per call, one prepared variant per kind of brand. */
export function createHomeRepository(db: Kysely<Database>) {
  const statements = { partner: homeStatement(db, true), other: homeStatement(db, false) };
  return {
    /** null when the member has no row. */
    async getHomeRows(memberKey: string, today: string, partner: boolean): Promise<HomeRows | null> {
      const row = await statements[partner ? 'partner' : 'other'].first({ memberKey, today });
      if (!row) return null;
      return {
        firstName: row.first_name,
        memberSuffix: row.member_suffix,
        dateOfBirth: row.date_of_birth,
        subscriberId: row.subscriber_id,
        groupId: row.group_id,
        members: row.members.map((m) => ({
          memberKey: m.member_key,
          memberSuffix: m.member_suffix,
          firstName: m.first_name,
          lastName: m.last_name,
          relationshipDescription: m.relationship_description,
        })),
        employee: toEmployeeInfo(row.employee),
        programs: row.programs ? toPrograms(row.programs) : [],
        ownLimits: row.own_limits ? toLimits(row.own_limits) : [],
        currentSelections: toPrimaryCareSelections(row.current_selections),
        primaryCareEligibility: toPcpEligibility(memberKey, row.pcp_eligible),
        eligibility: toCategoryEligibility(row.eligibility),
        planManagement: toPlanManagement(row.plan_management),
        ebill: partner ? null : toEbillStatus(row.ebill),
        idCardEligible: row.id_card?.eligible ?? false,
        preventiveCareDueDate: row.preventive_care?.due_date ?? null,
      };
    },
  };
}

export type HomeRepository = ReturnType<typeof createHomeRepository>;
