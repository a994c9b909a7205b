import type { Limit } from '@dash/domain/api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { API_CATEGORY, familyKeyOf } from './member-data-repository';

/** Cents in the table, USD with 2 decimals in the API (document 2 §9). */

/** Limits of one member of the signed-in family (document 2 §3, §7 benefits/limits). */
export function createLimitsRepository(db: Kysely<Database>) {
  /** The member's INDIVIDUAL limits and the family's FAMILY limits whose period holds `asOfDate`. */
  async function selectLimits(
    familyKey: string | ReturnType<typeof familyKeyOf>,
    memberKey: string,
    asOfDate: string,
  ): Promise<Limit[]> {
    const rows = await db
      .selectFrom('limits')
      .selectAll()
      .where('family_key', '=', familyKey)
      .where((eb) => eb.or([eb('coverage_type', '=', 'FAMILY'), eb('member_key', '=', memberKey)]))
      .where('period_start', '<=', asOfDate)
      .where('period_end', '>=', asOfDate)
      .orderBy('product_category')
      .orderBy('display_order')
      .orderBy('limit_id')
      .execute();
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

  return {
    /** null when the suffix is not a member of the signed-in family: never another family's data. */
    async listLimits(memberKey: string, suffix: number, asOfDate: string): Promise<Limit[] | null> {
      const member = await db
        .selectFrom('members')
        .select(['member_key', 'family_key'])
        .where('family_key', '=', familyKeyOf(db, memberKey))
        .where('member_suffix', '=', suffix)
        .executeTakeFirst();
      if (!member) return null;
      return selectLimits(member.family_key, member.member_key, asOfDate);
    },

    /**
     * listLimits for the member's own suffix, in one query: home asks for it beside its other parts
     * without first looking the suffix up (one database wait).
     */
    listOwnLimits: (memberKey: string, asOfDate: string): Promise<Limit[]> =>
      selectLimits(familyKeyOf(db, memberKey), memberKey, asOfDate),
  };
}

export type LimitsRepository = ReturnType<typeof createLimitsRepository>;
