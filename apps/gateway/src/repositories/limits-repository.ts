import type { Limit } from '@dash/domain/api';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { LimitsTable } from '../db/tables/member-data';
import { API_CATEGORY, familyKeyOf } from './member-data-repository';
import type { MemberScope } from './member-scope';

/** The member's INDIVIDUAL limits and the family's FAMILY limits, of every period. */
function scoped(db: Kysely<Database>, scope: MemberScope) {
  return db
    .selectFrom('limits')
    .where('family_key', '=', scope.familyKey)
    .where((eb) => eb.or([eb('coverage_type', '=', 'FAMILY'), eb('member_key', '=', scope.memberKey)]));
}

/** The member's INDIVIDUAL limits and the family's FAMILY limits whose period holds `asOfDate`. */
export function limitsOf(db: Kysely<Database>, scope: MemberScope, asOfDate: string) {
  return scoped(db, scope)
    .selectAll()
    .where('period_start', '<=', asOfDate)
    .where('period_end', '>=', asOfDate)
    .orderBy('product_category')
    .orderBy('display_order')
    .orderBy('limit_id');
}

/** Cents in the table, USD with 2 decimals in the API (document 2 §9). */
export function toLimits(rows: readonly Selectable<LimitsTable>[]): Limit[] {
  return rows.map((row) => ({
    productCategory: API_CATEGORY[row.product_category],
    coverageType: row.coverage_type,
    limitType: row.limit_type,
    networkTier: row.network_tier,
    total: row.total_cents,
    totalMet: row.total_met_cents,
    totalRemaining: row.total_remaining_cents,
    detailedDescription: {
      header: row.detailed_description_header,
      body: row.detailed_description_body,
    },
  }));
}

/** Limits of one member of the signed-in family (document 2 §3, §7 benefits/limits). */
export function createLimitsRepository(db: Kysely<Database>) {
  return {
    /**
     * The limits whose period holds asOfDate; with orUpcoming, when none does, those of the next
     * period (a member whose coverage has not started yet). null when the suffix is not a member of
     * the signed-in family: never another family's data.
     */
    async listLimits(
      memberKey: string,
      suffix: number,
      asOfDate: string,
      { orUpcoming = false }: { readonly orUpcoming?: boolean } = {},
    ): Promise<Limit[] | null> {
      const member = await db
        .selectFrom('members')
        .select(['member_key', 'family_key'])
        .where('family_key', '=', familyKeyOf(db, memberKey))
        .where('member_suffix', '=', suffix)
        .executeTakeFirst();
      if (!member) return null;
      const scope = { memberKey: member.member_key, familyKey: member.family_key };
      const rows = await limitsOf(db, scope, asOfDate).execute();
      if (rows.length > 0 || !orUpcoming) return toLimits(rows);
      const upcoming = await scoped(db, scope)
        .select((eb) => eb.fn.min('period_start').as('start'))
        .where('period_start', '>', asOfDate)
        .executeTakeFirst();
      return upcoming?.start ? toLimits(await limitsOf(db, scope, upcoming.start).execute()) : [];
    },
  };
}

export type LimitsRepository = ReturnType<typeof createLimitsRepository>;
