import {
  type PcpEligibility,
  type PcpMember,
  PlanManagementDetails,
  type PrimaryCareSelection,
} from '@dash/domain/api';
import type { Kysely, Selectable } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { prepare } from '../db/prepared-query';
import type { Database } from '../db/schema';
import type { PcpHistoryTable, PlanManagementTable } from '../db/tables/member-data';
import { familyKeyOf, scopeOfMember } from './member-data-repository';
import type { KeyOperand, MemberScope } from './member-scope';
import { toProviderLocation } from './provider-location';

const OPTIONS = PlanManagementDetails.shape.directCancellationOptions;

/**
 * Each family member's current selection (document 2 §3 pcp360History with pcpSelected, not ended
 * before `today`): what home needs of the history, without the locations of listPcpMembers.
 */
export function currentPcpSelectionsOf(db: Kysely<Database>, scope: MemberScope, today: string) {
  return db
    .selectFrom('pcp_history as h')
    .innerJoin('members as fm', 'fm.member_key', 'h.member_key')
    .select(['h.member_key', 'h.provider_id', 'h.provider_name', 'h.provider_title', 'h.begin_date'])
    .where('fm.family_key', '=', scope.familyKey)
    .where('h.pcp_selected', '=', true)
    .where((eb) => eb.or([eb('h.end_date', 'is', null), eb('h.end_date', '>=', today)]))
    .orderBy('fm.member_suffix')
    .orderBy('h.begin_date', 'desc');
}

type SelectionRow = Pick<
  Selectable<PcpHistoryTable>,
  'member_key' | 'provider_id' | 'provider_name' | 'provider_title' | 'begin_date'
>;

export function toPrimaryCareSelections(rows: readonly SelectionRow[]): PrimaryCareSelection[] {
  return rows.map((row) => ({
    memberKey: row.member_key,
    providerId: row.provider_id,
    providerName: row.provider_name,
    providerTitle: row.provider_title,
    beginDate: row.begin_date,
  }));
}

/** Members of the family with primary-care eligibility on `today`. */
export function pcpEligibleMembersOf(db: Kysely<Database>, scope: MemberScope, today: string) {
  return db
    .selectFrom('pcp_eligibility as e')
    .innerJoin('members as fm', 'fm.member_key', 'e.member_key')
    .select('e.member_key')
    .distinct()
    .where('fm.family_key', '=', scope.familyKey)
    .where('e.start_date', '<=', today)
    .where((eb) => eb.or([eb('e.end_date', 'is', null), eb('e.end_date', '>=', today)]))
    .orderBy('e.member_key');
}

/** The flag is the member's own; the list, the family's. */
export function toPcpEligibility(memberKey: string, rows: readonly { member_key: string }[]): PcpEligibility {
  const members = rows.map((row) => row.member_key);
  return { eligible: members.includes(memberKey), members };
}

/** The member's own preventive-care due date (document 2 §2, group 10002805). */
export function preventiveCareDueDateOf(db: Kysely<Database>, memberKey: KeyOperand) {
  return db.selectFrom('preventive_care_due_dates').select('due_date').where('member_key', '=', memberKey);
}

export function planManagementOf(db: Kysely<Database>, scope: MemberScope) {
  return db.selectFrom('plan_management').selectAll().where('family_key', '=', scope.familyKey);
}

export function toPlanManagement(
  row: Selectable<PlanManagementTable> | null | undefined,
): PlanManagementDetails | null {
  if (!row) return null;
  const status = row.direct_plan_cancellation_status;
  return {
    eligibleAndActive: row.eligible_and_active,
    groupType: row.group_type,
    openEnrollmentStart: row.open_enrollment_start,
    openEnrollmentEnd: row.open_enrollment_end,
    currentPlanYear: row.current_plan_year,
    upcomingPlanYear: row.upcoming_plan_year,
    coverageEndDateUponCancellation: row.coverage_end_date_upon_cancellation,
    coverageStartDateUponRenewal: row.coverage_start_date_upon_renewal,
    directPlanCancellationStatus: status ? { id: status } : null,
    // jsonb arrives untyped: checked against the schema rather than trusted.
    directCancellationOptions: OPTIONS.parse(row.direct_cancellation_options),
    directShopUrl: row.direct_shop_url,
    exchangeUrl: row.exchange_url,
    exchangeUrlLabel: row.exchange_url_label,
  };
}

/** Primary care and plan management of the signed-in member's family (document 2 §3). */
export function createCareRepository(db: Kysely<Database>) {
  const pcpEligibleMembers = prepare(db, (p: { memberKey: string; today: string }) =>
    pcpEligibleMembersOf(db, scopeOfMember(db, p.memberKey), p.today),
  );
  const preventiveCareDueDate = prepare(db, (p: { memberKey: string }) =>
    preventiveCareDueDateOf(db, p.memberKey),
  );
  const planManagement = prepare(db, (p: { memberKey: string }) =>
    planManagementOf(db, scopeOfMember(db, p.memberKey)),
  );
  return {
    /**
     * One round trip: each family member with eligible dates and pcp360 history, locations
     * nested from the provider (document 2 §3 Primary care).
     */
    async listPcpMembers(memberKey: string): Promise<PcpMember[]> {
      const rows = await db
        .selectFrom('members as m')
        .select('m.member_key')
        .select((eb) => [
          jsonArrayFrom(
            eb
              .selectFrom('pcp_eligibility as e')
              .select(['e.start_date', 'e.end_date'])
              .whereRef('e.member_key', '=', 'm.member_key')
              .orderBy('e.start_date'),
          ).as('eligible_dates'),
          jsonArrayFrom(
            eb
              .selectFrom('pcp_history as h')
              .selectAll('h')
              .select((inner) => [
                jsonArrayFrom(
                  inner
                    .selectFrom('provider_locations as l')
                    .selectAll('l')
                    .whereRef('l.provider_id', '=', 'h.provider_id')
                    .orderBy('l.provider_location_id'),
                ).as('locations'),
              ])
              .whereRef('h.member_key', '=', 'm.member_key')
              .orderBy('h.begin_date', 'desc'),
          ).as('history'),
        ])
        .where('m.family_key', '=', familyKeyOf(db, memberKey))
        .orderBy('m.member_suffix')
        .execute();
      return rows.map((row) => ({
        memberKey: row.member_key,
        eligibleDates: row.eligible_dates.map((d) => ({ startDate: d.start_date, endDate: d.end_date })),
        pcp360History: row.history.map((h) => ({
          providerId: h.provider_id,
          providerName: h.provider_name,
          providerTitle: h.provider_title,
          beginDate: h.begin_date,
          endDate: h.end_date,
          pcpSelected: h.pcp_selected,
          pcpTerminationReason: h.pcp_termination_reason,
          locations: h.locations.map(toProviderLocation),
        })),
      }));
    },

    async getPcpEligibility(memberKey: string, today: string): Promise<PcpEligibility> {
      return toPcpEligibility(memberKey, await pcpEligibleMembers.all({ memberKey, today }));
    },

    async getPreventiveCareDueDate(memberKey: string): Promise<string | null> {
      const row = await preventiveCareDueDate.first({ memberKey });
      return row?.due_date ?? null;
    },

    async getPlanManagement(memberKey: string): Promise<PlanManagementDetails | null> {
      return toPlanManagement(await planManagement.first({ memberKey }));
    },
  };
}

export type CareRepository = ReturnType<typeof createCareRepository>;
