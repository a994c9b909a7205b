import type { BenefitCategory } from '../tables/member-data';
import { DENTAL_SERVICES, SERVICE_PAGES, TIER_PLANS, type TierPlan } from './benefit-plans';
import type { MemberRef, PersonaBuilder } from './builder';
import { fractionOf, splitAmount } from './seed-numbers';

export interface Period {
  readonly start: string;
  readonly end: string;
}

function accumulators(plan: TierPlan, memberFraction: number, familyFraction: number) {
  const part = (amount: number | undefined, fraction: number) =>
    amount === undefined
      ? { total: null, met: null, remaining: null }
      : { total: amount, ...splitAmount(amount, fraction) };
  const indivDeductible = part(plan.deductible?.individual, memberFraction);
  const famDeductible = part(plan.deductible?.family, familyFraction);
  const indivOop = part(plan.outOfPocket?.individual, memberFraction / 2);
  const famOop = part(plan.outOfPocket?.family, familyFraction / 2);
  return {
    individual_deductible_cents: indivDeductible.total,
    individual_deductible_met_cents: indivDeductible.met,
    individual_deductible_remaining_cents: indivDeductible.remaining,
    family_deductible_cents: famDeductible.total,
    family_deductible_met_cents: famDeductible.met,
    family_deductible_remaining_cents: famDeductible.remaining,
    individual_out_of_pocket_cents: indivOop.total,
    individual_out_of_pocket_met_cents: indivOop.met,
    individual_out_of_pocket_remaining_cents: indivOop.remaining,
    family_out_of_pocket_cents: famOop.total,
    family_out_of_pocket_met_cents: famOop.met,
    family_out_of_pocket_remaining_cents: famOop.remaining,
  };
}

/** A category's services links, in the catalogue's order. */
function serviceLinks(category: BenefitCategory) {
  return SERVICE_PAGES[category].map((page, index) => ({
    page_id: page.pageId,
    page_description: page.description,
    url: `/services/${category}/${page.pageId}`,
    display_order: index + 1,
  }));
}

/** Dental's maximums, with the -1 and 0 the screens must ignore (document 2 §5). */
function dentalMaximums(annual: { met: number; remaining: number }) {
  return [
    {
      description: 'Annual maximum',
      family_amount_cents: null,
      indiv_amount_cents: 150_000,
      met_cents: annual.met,
      remaining_cents: annual.remaining,
      detail_description: 'The most the plan pays for each member in a calendar year.',
      display_order: 1,
    },
    {
      description: 'Orthodontia lifetime maximum',
      family_amount_cents: null,
      indiv_amount_cents: 150_000,
      met_cents: 0,
      remaining_cents: 150_000,
      detail_description: 'The most the plan pays for orthodontia over a lifetime.',
      display_order: 2,
    },
    {
      description: 'Implant maximum',
      family_amount_cents: -1,
      indiv_amount_cents: -1,
      met_cents: 0,
      remaining_cents: 0,
      detail_description: 'Not offered by this plan.',
      display_order: 3,
    },
    {
      description: 'Cosmetic maximum',
      family_amount_cents: 0,
      indiv_amount_cents: 0,
      met_cents: 0,
      remaining_cents: 0,
      detail_description: null,
      display_order: 4,
    },
  ];
}

/** Dental's services with the tier's amount (the first tier's when a service names no other). */
function dentalServices(tierIndex: number) {
  return DENTAL_SERVICES.map((service, index) => ({
    code: service.code,
    name: service.name,
    amount: service.amounts[tierIndex] ?? service.amounts[0] ?? '0%',
    description: service.description,
    incentive_tiers: [...service.incentiveTiers],
    benefit_limit: service.benefitLimit,
    display_order: index + 1,
  }));
}

/**
 * Benefit summaries of one member for one plan period (document 2 §3): per category and tier the
 * deductibles and out-of-pocket figures, the services links, and for dental the maximums and
 * services. Maximums include the -1 and 0 the screens must ignore (document 2 §5).
 */
export function addBenefits(
  b: PersonaBuilder,
  member: MemberRef,
  categories: readonly BenefitCategory[],
  period: Period,
): void {
  const memberFraction = fractionOf(`${member.key}:${period.start}`);
  const familyFraction = fractionOf(`${member.family.key}:${period.start}`);
  for (const category of categories) {
    TIER_PLANS[category].forEach((plan, tierIndex) => {
      const isDental = category === 'dental';
      b.rows.benefitTiers.push({
        tier: {
          member_key: member.key,
          category,
          tier_id: plan.tierId,
          name: plan.name,
          display_order: tierIndex + 1,
          period_start: period.start,
          period_end: period.end,
          ...accumulators(plan, memberFraction, familyFraction),
        },
        links: serviceLinks(category),
        maximums: isDental ? dentalMaximums(splitAmount(150_000, memberFraction)) : [],
        dentalServices: isDental ? dentalServices(tierIndex) : [],
      });
    });
  }
}

/** The detail behind each services link and each dental code (one per member, not per period). */
export function addServiceDetails(
  b: PersonaBuilder,
  member: MemberRef,
  categories: readonly BenefitCategory[],
) {
  for (const category of categories) addCategoryServiceDetails(b, member, category);
}

function addCategoryServiceDetails(b: PersonaBuilder, member: MemberRef, category: BenefitCategory): void {
  const tiers = TIER_PLANS[category];
  for (const page of SERVICE_PAGES[category]) {
    b.rows.serviceDetails.push({
      detail: {
        member_key: member.key,
        category,
        service_id: page.pageId,
        code: null,
        main_note: page.note ?? `${page.description}: what you pay after the deductible, by network.`,
        out_of_pocket: 'What you pay counts toward your out-of-pocket maximum.',
      },
      tiers: page.shares.map((share, index) => ({
        description: page.description,
        network: tiers[index]?.name ?? 'In network',
        note: 'copay' in share ? null : 'After the deductible.',
        is_copay: 'copay' in share,
        copay_cents: 'copay' in share ? share.copay : null,
        coinsurance_percent: 'coinsurance' in share ? share.coinsurance : null,
        display_order: index + 1,
      })),
    });
  }
  if (category !== 'dental') return;
  for (const service of DENTAL_SERVICES) {
    b.rows.serviceDetails.push({
      detail: {
        member_key: member.key,
        category,
        service_id: service.code,
        code: service.code,
        main_note: `${service.name}. ${service.benefitLimit ?? 'No frequency limit.'}`,
        out_of_pocket: 'Counts toward the annual maximum.',
      },
      tiers: service.amounts.map((amount, index) => ({
        description: service.name,
        network: tiers[index]?.name ?? 'In network',
        note: `The plan pays ${amount}.`,
        is_copay: false,
        copay_cents: null,
        coinsurance_percent: 100 - Number.parseInt(amount, 10),
        display_order: index + 1,
      })),
    });
  }
}
