import type { BenefitCategory } from '../tables/member-data';
import { CATEGORIES, type FamilyRef, type MemberRef, type PersonaBuilder } from './builder';
import { isoDate, laterDate, OPEN_ENDED, startOfYear } from './dates';

export interface PlanSpec {
  readonly classPlanId: string;
  readonly plan: string;
  readonly insuranceType: string;
  readonly source: string;
}

/** The plans a group offers unless a family says otherwise. */
export const DEFAULT_PLANS: Record<BenefitCategory, PlanSpec> = {
  medical: {
    classPlanId: 'MPPO1500',
    plan: 'Cascade Gold PPO 1500',
    insuranceType: 'PPO',
    source: 'ENROLLMENT',
  },
  dental: {
    classPlanId: 'DPPO2000',
    plan: 'Summit Dental Incentive PPO',
    insuranceType: 'DPPO',
    source: 'ENROLLMENT',
  },
  vision: {
    classPlanId: 'VIS150',
    plan: 'Clear View Vision 150',
    insuranceType: 'VISION',
    source: 'ENROLLMENT',
  },
  pharmacy: {
    classPlanId: 'RX103050',
    plan: 'Navitus Rx 10/30/50',
    insuranceType: 'RX',
    source: 'ENROLLMENT',
  },
};

export interface CoverageSpec {
  readonly categories: readonly BenefitCategory[];
  readonly effectiveDate: string;
  /** null: open-ended. */
  readonly terminationDate: string | null;
  readonly plans?: Partial<Record<BenefitCategory, PlanSpec>>;
  /** Earlier family eligibility rows, to exercise the two-year rule of document 2 §4. */
  readonly history?: readonly { category: BenefitCategory; effectiveDate: string; termedDate: string }[];
}

/**
 * Eligibility of members (document 2 §3): one member row per category (eligible false where not
 * covered), one family eligibility row per covered category plus any history, ID-card
 * eligibility, primary care eligibility and the family's products.
 */
export function addCoverage(
  b: PersonaBuilder,
  family: FamilyRef,
  members: readonly MemberRef[],
  spec: CoverageSpec,
) {
  const today = isoDate(b.today);
  const stillCovered = spec.terminationDate === null || spec.terminationDate >= today;
  const plans = { ...DEFAULT_PLANS, ...spec.plans };
  for (const member of members) {
    for (const category of CATEGORIES) {
      const covered = spec.categories.includes(category);
      const plan = plans[category];
      const effective = laterDate(member.dateOfBirth, spec.effectiveDate);
      const yearStart = startOfYear(b.today, 0);
      b.rows.memberEligibility.push({
        member_key: member.key,
        category,
        eligible: covered,
        effective_date: covered ? effective : null,
        termination_date: covered ? spec.terminationDate : null,
        class_plan_id: covered ? plan.classPlanId : null,
        class_plan_effective_date: covered ? laterDate(effective, yearStart) : null,
        insurance_type: covered ? plan.insuranceType : null,
        plan: covered ? plan.plan : null,
      });
      if (!covered) continue;
      b.rows.familyEligibility.push({
        family_key: family.key,
        member_key: member.key,
        suffix: member.suffix,
        product_category: category,
        source: plan.source,
        effective_date: effective,
        termed_date: spec.terminationDate ?? OPEN_ENDED,
      });
    }
    for (const row of spec.history ?? []) {
      b.rows.familyEligibility.push({
        family_key: family.key,
        member_key: member.key,
        suffix: member.suffix,
        product_category: row.category,
        source: plans[row.category].source,
        effective_date: row.effectiveDate,
        termed_date: row.termedDate,
      });
    }
    b.rows.idCardEligibility.push({ member_key: member.key, eligible: stillCovered });
    if (spec.categories.includes('medical')) {
      b.rows.pcpEligibility.push({
        member_key: member.key,
        start_date: spec.effectiveDate,
        end_date: spec.terminationDate,
      });
    }
  }
  CATEGORIES.forEach((category, index) => {
    b.rows.familyProducts.push({
      family_key: family.key,
      name: category.charAt(0).toUpperCase() + category.slice(1),
      eligible: spec.categories.includes(category) && stillCovered,
      url: category === 'pharmacy' ? '/navitus' : `/benefits/${category}`,
      display_order: index + 1,
    });
  });
}
