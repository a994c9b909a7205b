import type {
  BenefitServiceLink,
  BenefitSummary,
  BenefitTierSummary,
  DentalMaximum,
  DentalService,
  ServiceDetail,
} from '@dash/domain/api';
import { type Kysely, type Selectable, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { prepare } from '../db/prepared-query';
import type { Database } from '../db/schema';
import type {
  BenefitCategory,
  BenefitServiceLinksTable,
  BenefitTiersTable,
  DentalMaximumsTable,
  DentalServicesTable,
} from '../db/tables/member-data';
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

type LinkRow = Pick<Selectable<BenefitServiceLinksTable>, 'url' | 'page_id' | 'page_description'>;
type MaximumRow = Pick<
  Selectable<DentalMaximumsTable>,
  | 'description'
  | 'family_amount_cents'
  | 'indiv_amount_cents'
  | 'met_cents'
  | 'remaining_cents'
  | 'detail_description'
>;
type ServiceRow = Pick<
  Selectable<DentalServicesTable>,
  'code' | 'name' | 'amount' | 'description' | 'incentive_tiers' | 'benefit_limit'
>;

/** One tier of a summary, cents as stored, with its service links, dental maximums and dental services. */
function toTierSummary(
  tier: Omit<TierRow, 'member_key' | 'category' | 'display_order'>,
  rows: {
    readonly links: readonly LinkRow[];
    readonly maximums: readonly MaximumRow[];
    readonly services: readonly ServiceRow[];
  },
): BenefitTierSummary {
  return {
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
    services: rows.links.map(
      (row): BenefitServiceLink => ({
        url: row.url,
        pageId: row.page_id,
        pageDescription: row.page_description,
      }),
    ),
    maximums: rows.maximums.map(
      (row): DentalMaximum => ({
        description: row.description,
        familyAmount: row.family_amount_cents,
        indivAmount: row.indiv_amount_cents,
        met: row.met_cents,
        remaining: row.remaining_cents,
        detailDescription: row.detail_description,
      }),
    ),
    dentalServices: rows.services.map(
      (row): DentalService => ({
        code: row.code,
        name: row.name,
        amount: row.amount,
        description: row.description,
        incentiveTiers: row.incentive_tiers,
        benefitLimit: row.benefit_limit,
      }),
    ),
  };
}

/**
 * Benefit summaries and service details of one member (document 2 §3, §7 benefits/{category},
 * benefits/history): cents in the tables, cents in the API (shown with formatUsd), camelCase out.
 */
export function createBenefitsRepository(db: Kysely<Database>) {
  /**
   * Benefit tiers (`benefit_tiers as t`), each with its service links, dental maximums and dental
   * services as JSON sub-selects: one statement for any number of tiers.
   */
  function tierSelect() {
    const tier = (column: 'member_key' | 'benefit_tier_id') => sql.ref<string>(`t.${column}`);
    return db
      .selectFrom('benefit_tiers as t')
      .select([
        't.benefit_tier_id',
        't.tier_id',
        't.name',
        't.period_start',
        't.period_end',
        't.individual_deductible_cents',
        't.individual_deductible_met_cents',
        't.individual_deductible_remaining_cents',
        't.family_deductible_cents',
        't.family_deductible_met_cents',
        't.family_deductible_remaining_cents',
        't.individual_out_of_pocket_cents',
        't.individual_out_of_pocket_met_cents',
        't.individual_out_of_pocket_remaining_cents',
        't.family_out_of_pocket_cents',
        't.family_out_of_pocket_met_cents',
        't.family_out_of_pocket_remaining_cents',
      ])
      .select([
        jsonArrayFrom(
          db
            .selectFrom('benefit_service_links as l')
            .select(['l.url', 'l.page_id', 'l.page_description'])
            .where('l.member_key', '=', tier('member_key'))
            .where('l.benefit_tier_id', '=', sql.ref<number>('t.benefit_tier_id'))
            .orderBy('l.display_order')
            .orderBy('l.benefit_service_link_id'),
        ).as('links'),
        jsonArrayFrom(
          db
            .selectFrom('dental_maximums as x')
            .select([
              'x.description',
              'x.family_amount_cents',
              'x.indiv_amount_cents',
              'x.met_cents',
              'x.remaining_cents',
              'x.detail_description',
            ])
            .where('x.member_key', '=', tier('member_key'))
            .where('x.benefit_tier_id', '=', sql.ref<number>('t.benefit_tier_id'))
            .orderBy('x.display_order')
            .orderBy('x.dental_maximum_id'),
        ).as('maximums'),
        jsonArrayFrom(
          db
            .selectFrom('dental_services as d')
            .select(['d.code', 'd.name', 'd.amount', 'd.description', 'd.incentive_tiers', 'd.benefit_limit'])
            .where('d.member_key', '=', tier('member_key'))
            .where('d.benefit_tier_id', '=', sql.ref<number>('t.benefit_tier_id'))
            .orderBy('d.display_order')
            .orderBy('d.dental_service_id'),
        ).as('services'),
      ]);
  }

  const familyMember = prepare(db, (p: { signedInMemberKey: string; suffix: number }) =>
    db
      .selectFrom('members')
      .select(['member_key', 'member_suffix'])
      .where('family_key', '=', familyKeyOf(db, p.signedInMemberKey))
      .where('member_suffix', '=', p.suffix),
  );
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
            tierSelect()
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
  /** The tiers of the plan periods that start inside a range, newest period first. */
  const historyOf = prepare(
    db,
    (p: { memberKey: string; category: BenefitCategory; startDate: string; endDate: string }) =>
      tierSelect()
        .where('t.member_key', '=', p.memberKey)
        .where('t.category', '=', p.category)
        .where('t.period_start', '>=', p.startDate)
        .where('t.period_start', '<=', p.endDate)
        .orderBy('t.period_start', 'desc')
        .orderBy('t.display_order')
        .orderBy('t.benefit_tier_id'),
  );

  return {
    /** The member of the signed-in member's family with this suffix; null outside the family. */
    async findFamilyMember(signedInMemberKey: string, suffix: number): Promise<FamilyMember | null> {
      const member = await familyMember.first({ signedInMemberKey, suffix });
      return member ? { memberKey: member.member_key, suffix: member.member_suffix } : null;
    },

    /**
     * The summary of the plan period that holds asOfDate for the family member with this suffix; no
     * tiers when no period does; null when the family has no member with the suffix.
     */
    async getSummary(
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
      };
    },

    /** The plan periods that start inside [startDate, endDate], newest first (document 2 §7 benefits/history). */
    async getHistory(
      member: FamilyMember,
      category: BenefitCategory,
      startDate: string,
      endDate: string,
    ): Promise<BenefitSummary[]> {
      const tiers = await historyOf.all({ memberKey: member.memberKey, category, startDate, endDate });
      const periods: BenefitSummary[] = [];
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
