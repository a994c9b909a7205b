import type {
  BenefitServiceLink,
  BenefitSummary,
  BenefitTierSummary,
  DentalMaximum,
  DentalService,
  ServiceDetail,
} from '@dash/domain/api';
import { type Kysely, type Selectable, sql } from 'kysely';
import { prepare } from '../db/prepared-query';
import type { Database } from '../db/schema';
import type { BenefitCategory, BenefitTiersTable } from '../db/tables/member-data';
import { API_CATEGORY, familyKeyOf } from './member-data-repository';

/** A member of the signed-in family, found by suffix. */
export interface FamilyMember {
  readonly memberKey: string;
  readonly suffix: number;
}

type TierRow = Selectable<BenefitTiersTable>;

const accumulator = (total: number | null, met: number | null, remaining: number | null) => ({
  total,
  met,
  remaining,
});

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(key(row)) ?? [];
    list.push(row);
    map.set(key(row), list);
  }
  return map;
}

/**
 * Benefit summaries and service details of one member (document 2 §3, §7 benefits/{category},
 * benefits/history): cents in the tables, cents in the API (shown with formatUsd), camelCase out.
 */
export function createBenefitsRepository(db: Kysely<Database>) {
  /** The member and their tiers; `= any` of an array (not `in`) keeps one parameter for any number of tiers. */
  type OfTiers = { memberKey: string; tierIds: readonly number[] };
  const anyTier = (tierIds: readonly number[]) => sql<number>`any(${tierIds}::bigint[])`;
  const tierLinks = prepare(db, (p: OfTiers) =>
    db
      .selectFrom('benefit_service_links')
      .selectAll()
      .where('member_key', '=', p.memberKey)
      .where('benefit_tier_id', '=', anyTier(p.tierIds))
      .orderBy('display_order')
      .orderBy('benefit_service_link_id'),
  );
  const tierMaximums = prepare(db, (p: OfTiers) =>
    db
      .selectFrom('dental_maximums')
      .selectAll()
      .where('member_key', '=', p.memberKey)
      .where('benefit_tier_id', '=', anyTier(p.tierIds))
      .orderBy('display_order')
      .orderBy('dental_maximum_id'),
  );
  const tierServices = prepare(db, (p: OfTiers) =>
    db
      .selectFrom('dental_services')
      .selectAll()
      .where('member_key', '=', p.memberKey)
      .where('benefit_tier_id', '=', anyTier(p.tierIds))
      .orderBy('display_order')
      .orderBy('dental_service_id'),
  );

  /** The tiers' services, maximums and dental services, three queries for any number of tiers. */
  async function buildTiers(memberKey: string, tiers: readonly TierRow[]): Promise<BenefitTierSummary[]> {
    if (tiers.length === 0) return [];
    const values = { memberKey, tierIds: tiers.map((tier) => tier.benefit_tier_id) };
    const [links, maximums, services] = await Promise.all([
      tierLinks.all(values),
      tierMaximums.all(values),
      tierServices.all(values),
    ]);
    const linksOf = groupBy(links, (row) => row.benefit_tier_id);
    const maximumsOf = groupBy(maximums, (row) => row.benefit_tier_id);
    const servicesOf = groupBy(services, (row) => row.benefit_tier_id);
    return tiers.map((tier) => ({
      tierId: tier.tier_id,
      name: tier.name,
      oopDeductibles: {
        individualDeductible: accumulator(
          tier.individual_deductible_cents,
          tier.individual_deductible_met_cents,
          tier.individual_deductible_remaining_cents,
        ),
        familyDeductible: accumulator(
          tier.family_deductible_cents,
          tier.family_deductible_met_cents,
          tier.family_deductible_remaining_cents,
        ),
        individualOutOfPocket: accumulator(
          tier.individual_out_of_pocket_cents,
          tier.individual_out_of_pocket_met_cents,
          tier.individual_out_of_pocket_remaining_cents,
        ),
        familyOutOfPocket: accumulator(
          tier.family_out_of_pocket_cents,
          tier.family_out_of_pocket_met_cents,
          tier.family_out_of_pocket_remaining_cents,
        ),
      },
      services: (linksOf.get(tier.benefit_tier_id) ?? []).map(
        (row): BenefitServiceLink => ({
          url: row.url,
          pageId: row.page_id,
          pageDescription: row.page_description,
        }),
      ),
      maximums: (maximumsOf.get(tier.benefit_tier_id) ?? []).map(
        (row): DentalMaximum => ({
          description: row.description,
          familyAmount: row.family_amount_cents,
          indivAmount: row.indiv_amount_cents,
          met: row.met_cents,
          remaining: row.remaining_cents,
          detailDescription: row.detail_description,
        }),
      ),
      dentalServices: (servicesOf.get(tier.benefit_tier_id) ?? []).map(
        (row): DentalService => ({
          code: row.code,
          name: row.name,
          amount: row.amount,
          description: row.description,
          incentiveTiers: row.incentive_tiers,
          benefitLimit: row.benefit_limit,
        }),
      ),
    }));
  }

  function selectTiers(memberKey: string, category: BenefitCategory) {
    return db
      .selectFrom('benefit_tiers')
      .selectAll()
      .where('member_key', '=', memberKey)
      .where('category', '=', category);
  }

  const familyMember = prepare(db, (p: { signedInMemberKey: string; suffix: number }) =>
    db
      .selectFrom('members')
      .select(['member_key', 'member_suffix'])
      .where('family_key', '=', familyKeyOf(db, p.signedInMemberKey))
      .where('member_suffix', '=', p.suffix),
  );
  /** The tiers of the plan periods that hold asOfDate, newest period first. */
  const tiersOn = prepare(db, (p: { memberKey: string; category: BenefitCategory; asOfDate: string }) =>
    selectTiers(p.memberKey, p.category)
      .where('period_start', '<=', p.asOfDate)
      .where('period_end', '>=', p.asOfDate)
      .orderBy('period_start', 'desc')
      .orderBy('display_order')
      .orderBy('benefit_tier_id'),
  );

  return {
    /** The member of the signed-in member's family with this suffix; null outside the family. */
    async findFamilyMember(signedInMemberKey: string, suffix: number): Promise<FamilyMember | null> {
      const member = await familyMember.first({ signedInMemberKey, suffix });
      return member ? { memberKey: member.member_key, suffix: member.member_suffix } : null;
    },

    /** The summary of the plan period that holds asOfDate; no tiers when none does. */
    async getSummary(
      member: FamilyMember,
      category: BenefitCategory,
      asOfDate: string,
    ): Promise<BenefitSummary> {
      const tiers = await tiersOn.all({ memberKey: member.memberKey, category, asOfDate });
      const first = tiers[0];
      const period = first ? tiers.filter((tier) => tier.period_start === first.period_start) : [];
      return {
        productCategory: API_CATEGORY[category],
        suffix: member.suffix,
        periodStart: first?.period_start ?? null,
        periodEnd: first?.period_end ?? null,
        tiers: await buildTiers(member.memberKey, period),
      };
    },

    /** The plan periods that start inside [startDate, endDate], newest first (document 2 §7 benefits/history). */
    async getHistory(
      member: FamilyMember,
      category: BenefitCategory,
      startDate: string,
      endDate: string,
    ): Promise<BenefitSummary[]> {
      const tiers = await selectTiers(member.memberKey, category)
        .where('period_start', '>=', startDate)
        .where('period_start', '<=', endDate)
        .orderBy('period_start', 'desc')
        .orderBy('display_order')
        .orderBy('benefit_tier_id')
        .execute();
      const built = await buildTiers(member.memberKey, tiers);
      const periods: BenefitSummary[] = [];
      tiers.forEach((tier, index) => {
        const summary = built[index];
        if (!summary) return;
        const last = periods.at(-1);
        if (last && last.periodStart === tier.period_start) {
          last.tiers.push(summary);
          return;
        }
        periods.push({
          productCategory: API_CATEGORY[category],
          suffix: member.suffix,
          periodStart: tier.period_start,
          periodEnd: tier.period_end,
          tiers: [summary],
        });
      });
      return periods;
    },

    /** The detail behind a services link or a dental code (document 2 §3); null when the member has none. */
    async getServiceDetail(
      member: FamilyMember,
      category: BenefitCategory,
      serviceId: string,
    ): Promise<ServiceDetail | null> {
      const detail = await db
        .selectFrom('service_details')
        .selectAll()
        .where('member_key', '=', member.memberKey)
        .where('category', '=', category)
        .where('service_id', '=', serviceId)
        .executeTakeFirst();
      if (!detail) return null;
      const tiers = await db
        .selectFrom('service_detail_tiers')
        .selectAll()
        .where('service_detail_id', '=', detail.service_detail_id)
        .where('member_key', '=', member.memberKey)
        .orderBy('display_order')
        .orderBy('service_detail_tier_id')
        .execute();
      return {
        id: detail.service_id,
        mainNote: detail.main_note,
        outOfPocket: detail.out_of_pocket,
        tierOutOfPocket: tiers.map((row) => ({
          description: row.description,
          network: row.network,
          note: row.note,
          copay: row.copay_cents,
          coinsurance: row.coinsurance_percent,
          isCopay: row.is_copay,
        })),
      };
    },
  };
}

export type BenefitsRepository = ReturnType<typeof createBenefitsRepository>;
