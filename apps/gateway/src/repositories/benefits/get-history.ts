import type { BenefitPeriod } from '@dash/domain/api';
import type { Kysely } from 'kysely';
import { prepare } from '../../db/prepared-query';
import type { Database } from '../../db/schema';
import type { BenefitCategory } from '../../db/tables/member-data';
import { API_CATEGORY } from '../member-data-repository';
import type { FamilyMember } from './family-member';
import { tierSelectOf } from './tier-select';
import { toTierSummary } from './tier-summary';

/** The plan periods that start inside [startDate, endDate], newest first (document 2 §7 benefits/history). */
export function createGetHistory(db: Kysely<Database>) {
  /** The tiers of the plan periods that start inside a range, newest period first. */
  const historyOf = prepare(
    db,
    (p: { memberKey: string; category: BenefitCategory; startDate: string; endDate: string }) =>
      tierSelectOf(db)
        .where('t.member_key', '=', p.memberKey)
        .where('t.category', '=', p.category)
        .where('t.period_start', '>=', p.startDate)
        .where('t.period_start', '<=', p.endDate)
        .orderBy('t.period_start', 'desc')
        .orderBy('t.display_order')
        .orderBy('t.benefit_tier_id'),
  );

  return async function getHistory(
    member: FamilyMember,
    category: BenefitCategory,
    startDate: string,
    endDate: string,
  ): Promise<BenefitPeriod[]> {
    const tiers = await historyOf.all({ memberKey: member.memberKey, category, startDate, endDate });
    const periods: BenefitPeriod[] = [];
    for (const tier of tiers) {
      const summary = toTierSummary(tier, tier);
      const last = periods.at(-1);
      if (last && last.periodStart === tier.period_start) {
        last.tiers.push(summary);
        continue;
      }
      periods.push({
        productCategory: API_CATEGORY[category],
        suffix: member.suffix,
        periodStart: tier.period_start,
        periodEnd: tier.period_end,
        tiers: [summary],
      });
    }
    return periods;
  };
}
