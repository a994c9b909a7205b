import type { BenefitSummary } from '@dash/domain/api';
import { type Kysely, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { prepare } from '../../db/prepared-query';
import type { Database } from '../../db/schema';
import type { BenefitCategory } from '../../db/tables/member-data';
import { API_CATEGORY, familyKeyOf } from '../member-data-repository';
import { tierSelectOf } from './tier-select';
import { toTierSummary } from './tier-summary';

/**
 * The summary of the plan period that holds asOfDate for the family member with this suffix; no
 * tiers when no period does; null when the family has no member with the suffix.
 */
export function createGetSummary(db: Kysely<Database>) {
  /**
   * The family member with this suffix and the tiers of their newest plan period that holds asOfDate,
   * each tier with its links, maximums and dental services: one statement, where reading the member,
   * then the tiers, then their rows took three round trips (docs/performance.md, item 12).
   */
  const summaryOf = prepare(
    db,
    (p: { signedInMemberKey: string; suffix: number; category: BenefitCategory; asOfDate: string }) =>
      db
        .selectFrom('members as m')
        .select(['m.member_key', 'm.member_suffix'])
        .select(
          jsonArrayFrom(
            tierSelectOf(db)
              .where('t.member_key', '=', sql.ref<string>('m.member_key'))
              .where('t.category', '=', p.category)
              .where('t.period_end', '>=', p.asOfDate)
              // The newest period that holds the day: its start, among the member's periods holding it.
              .where('t.period_start', '=', (eb) =>
                eb
                  .selectFrom('benefit_tiers as n')
                  .select((n) => n.fn.max('n.period_start').as('period_start'))
                  .where('n.member_key', '=', sql.ref<string>('m.member_key'))
                  .where('n.category', '=', p.category)
                  .where('n.period_start', '<=', p.asOfDate)
                  .where('n.period_end', '>=', p.asOfDate),
              )
              .orderBy('t.display_order')
              .orderBy('t.benefit_tier_id'),
          ).as('tiers'),
        )
        .where('m.family_key', '=', familyKeyOf(db, p.signedInMemberKey))
        .where('m.member_suffix', '=', p.suffix),
  );
  return async function getSummary(
    signedInMemberKey: string,
    suffix: number,
    category: BenefitCategory,
    asOfDate: string,
  ): Promise<BenefitSummary | null> {
    const found = await summaryOf.first({ signedInMemberKey, suffix, category, asOfDate });
    if (!found) return null;
    const first = found.tiers[0];
    return {
      productCategory: API_CATEGORY[category],
      suffix: found.member_suffix,
      periodStart: first?.period_start ?? null,
      periodEnd: first?.period_end ?? null,
      tiers: found.tiers.map((tier) => toTierSummary(tier, tier)),
      nextPeriodStart: null,
    };
  };
}
