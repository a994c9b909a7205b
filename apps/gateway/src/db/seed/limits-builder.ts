import type { Insertable } from 'kysely';
import type { BenefitCategory, LimitsTable } from '../tables/member-data';
import type { Period } from './benefits-builder';
import type { FamilyRef, MemberRef, PersonaBuilder } from './builder';
import { fractionOf, splitAmount } from './seed-numbers';

export interface LimitPlan {
  readonly category: BenefitCategory;
  readonly limitType: string;
  readonly networkTier: string;
  readonly total: number;
  readonly header: string;
  readonly body: string;
}

/** Listed out of display order on purpose: document 2 §5 sorts Annual Limit, then Deductible - In Network. */
export const INDIVIDUAL_LIMITS: readonly LimitPlan[] = [
  {
    category: 'dental',
    limitType: 'Orthodontia Lifetime Limit',
    networkTier: 'tab1',
    total: 150_000,
    header: 'Orthodontia lifetime limit',
    body: 'The most the plan pays for orthodontia for this member, ever.',
  },
  {
    category: 'dental',
    limitType: 'Deductible - In Network',
    networkTier: 'tab1',
    total: 5_000,
    header: 'In-network deductible',
    body: 'What this member pays each year before the plan pays for basic and major services.',
  },
  {
    category: 'dental',
    limitType: 'Annual Limit',
    networkTier: 'tab1',
    total: 150_000,
    header: 'Annual limit',
    body: 'The most the plan pays for this member in a calendar year.',
  },
  {
    category: 'medical',
    limitType: 'Deductible - In Network',
    networkTier: 'innet',
    total: 150_000,
    header: 'In-network deductible',
    body: 'What this member pays each year before the plan starts to pay.',
  },
  {
    category: 'medical',
    limitType: 'Out-of-Pocket Maximum - In Network',
    networkTier: 'innet',
    total: 400_000,
    header: 'In-network out-of-pocket maximum',
    body: 'Once reached, the plan pays in full for the rest of the year.',
  },
  {
    category: 'vision',
    limitType: 'Frames Allowance',
    networkTier: 'innet',
    total: 15_000,
    header: 'Frames allowance',
    body: 'The plan pays up to this amount for frames each year.',
  },
  {
    category: 'pharmacy',
    limitType: 'Out-of-Pocket Maximum - In Network',
    networkTier: 'tab1',
    total: 150_000,
    header: 'Pharmacy out-of-pocket maximum',
    body: 'Once reached, covered prescriptions cost nothing for the rest of the year.',
  },
];

export const FAMILY_LIMITS: readonly LimitPlan[] = [
  {
    category: 'medical',
    limitType: 'Deductible - In Network',
    networkTier: 'innet',
    total: 300_000,
    header: 'Family in-network deductible',
    body: 'Once the family together reaches it, no member pays a deductible for the rest of the year.',
  },
  {
    category: 'dental',
    limitType: 'Deductible - In Network',
    networkTier: 'tab1',
    total: 15_000,
    header: 'Family dental deductible',
    body: 'The most the family pays in dental deductibles in a year.',
  },
];

/**
 * Limits of a family for one period (document 2 §3). With `withInvalid`, each member also gets the
 * two kinds of limit document 2 §5 rejects: met and remaining both zero, and a missing figure.
 */
export function addLimits(
  b: PersonaBuilder,
  family: FamilyRef,
  members: readonly MemberRef[],
  categories: readonly BenefitCategory[],
  period: Period,
  options: { withInvalid?: boolean } = {},
): void {
  const row = (plan: LimitPlan, member: MemberRef | null, order: number): Insertable<LimitsTable> => {
    const { met, remaining } = splitAmount(
      plan.total,
      fractionOf(`${member?.key ?? family.key}:${plan.limitType}`),
    );
    return {
      family_key: family.key,
      member_key: member?.key ?? null,
      product_category: plan.category,
      coverage_type: member ? 'INDIVIDUAL' : 'FAMILY',
      limit_type: plan.limitType,
      network_tier: plan.networkTier,
      total_cents: plan.total,
      total_met_cents: met,
      total_remaining_cents: remaining,
      detailed_description_header: plan.header,
      detailed_description_body: plan.body,
      period_start: period.start,
      period_end: period.end,
      display_order: order,
    };
  };
  const covered = (plan: LimitPlan) => categories.includes(plan.category);
  for (const member of members) {
    INDIVIDUAL_LIMITS.filter(covered).forEach((plan, index) => {
      b.rows.limits.push(row(plan, member, index + 1));
    });
    if (!options.withInvalid) continue;
    const base = { family_key: family.key, member_key: member.key, coverage_type: 'INDIVIDUAL' as const };
    const dates = { period_start: period.start, period_end: period.end };
    if (categories.includes('medical')) {
      b.rows.limits.push({
        ...base,
        ...dates,
        product_category: 'medical',
        limit_type: 'Deductible - Out of Network',
        network_tier: 'outnet',
        total_cents: 300_000,
        total_met_cents: 0,
        total_remaining_cents: 0,
        detailed_description_header: 'Out-of-network deductible',
        detailed_description_body:
          'Not reported yet: met and remaining are both zero, so the limit is not shown.',
        display_order: 90,
      });
    }
    if (categories.includes('dental')) {
      b.rows.limits.push({
        ...base,
        ...dates,
        product_category: 'dental',
        limit_type: 'Deductible - Out of Network',
        network_tier: 'tab2',
        total_cents: 10_000,
        total_met_cents: null,
        total_remaining_cents: null,
        detailed_description_header: 'Out-of-network deductible',
        detailed_description_body: 'Met and remaining are missing, so the limit is not shown.',
        display_order: 91,
      });
    }
  }
  FAMILY_LIMITS.filter(covered).forEach((plan, index) => {
    b.rows.limits.push(row(plan, null, index + 1));
  });
}
