import type { BenefitServiceLink, BenefitTierSummary, DentalMaximum, DentalService } from '@dash/domain/api';
import type { Selectable } from 'kysely';
import type {
  BenefitServiceLinksTable,
  BenefitTiersTable,
  DentalMaximumsTable,
  DentalServicesTable,
} from '../../db/tables/member-data';

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
export function toTierSummary(
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
