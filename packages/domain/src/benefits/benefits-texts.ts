import { formatIsoDate, formatUsd } from '../format/format';
import { HISTORY_YEARS_BACK } from './date-range';

/** The benefit categories with a summary page (document 2 §2 /benefits sub-routes), in display order (§6). */
export const BENEFIT_SUMMARY_CATEGORIES = ['medical', 'dental', 'vision', 'pharmacy'] as const;
export type BenefitSummaryCategory = (typeof BENEFIT_SUMMARY_CATEGORIES)[number];

/** Texts of the benefits area (document 2 §2-§5); the spec's quoted texts sit in benefits-timeline and tier-labels. */
export const BENEFITS_TEXTS = {
  categoryTitle: {
    medical: 'Medical benefits',
    dental: 'Dental benefits',
    vision: 'Vision benefits',
    pharmacy: 'Pharmacy benefits',
  } satisfies Record<BenefitSummaryCategory, string>,
  categoryName: {
    medical: 'Medical',
    dental: 'Dental',
    vision: 'Vision',
    pharmacy: 'Pharmacy',
  } satisfies Record<BenefitSummaryCategory, string>,
  summaryTitle: 'Benefits summary',
  summaryIntro: 'Your deductibles and out-of-pocket amounts for each kind of coverage, in network.',
  loading: 'Loading your benefits…',
  member: 'Member',
  asOfDate: 'As of date',
  asOfHint: 'Show the benefits of the plan period that holds this day.',
  tiers: 'Network tier',
  deductibles: 'Deductibles and out-of-pocket',
  individualDeductible: 'Individual deductible',
  familyDeductible: 'Family deductible',
  individualOutOfPocket: 'Individual out-of-pocket maximum',
  familyOutOfPocket: 'Family out-of-pocket maximum',
  notApplicable: 'This plan has none for this tier.',
  amountText: (met: number, remaining: number, total: number) =>
    `${formatUsd(met)} met, ${formatUsd(remaining)} remaining of ${formatUsd(total)}`,
  services: 'Covered services',
  maximums: 'Maximums',
  familyAmount: 'Family',
  individualAmount: 'Individual',
  dentalServices: 'Dental services',
  serviceCode: 'Code',
  serviceName: 'Service',
  serviceAmount: 'Covered',
  incentiveTiers: 'Incentive tiers',
  benefitLimit: 'Benefit limit',
  serviceDetailLink: (name: string) => `Details of ${name}`,
  limits: 'Limits',
  coverageType: { INDIVIDUAL: 'Individual', FAMILY: 'Family' } as const,
  noLimits: 'No limits apply on this day. Choose another as-of date to see other plan periods.',
  noBenefits: (category: string) =>
    `No ${category.toLowerCase()} benefits for this member on this day. Choose another member or as-of date, or call customer service if you expected coverage.`,
  noCategories: 'No benefits for this member on this day. Choose another member or as-of date.',
  viewCategory: (name: string) => `View ${name.toLowerCase()} benefits`,
  history: 'Benefit history',
  historyLink: 'View earlier plan periods',
  historyTitle: (name: string) => `${name} benefit history`,
  historyIntro: `Choose a period that starts no earlier than ${HISTORY_YEARS_BACK} years ago.`,
  startDate: 'Start date',
  endDate: 'End date',
  showHistory: 'Show history',
  noHistory: 'No plan periods in this range. Choose other dates.',
  dateRangeInvalid: 'The end date must be after the start date.',
  startTooEarly: (earliest: string) =>
    `The start date cannot be earlier than ${formatIsoDate(earliest)} (two years ago).`,
  dateInvalid: 'Enter dates as yyyy-mm-dd.',
  serviceDetailTitle: 'Service details',
  outOfPocket: 'Out of pocket',
  network: 'Network',
  note: 'Note',
  copay: 'Copay',
  coinsurance: 'Coinsurance',
  copayAmount: (cents: number) => `${formatUsd(cents)} copay`,
  coinsuranceAmount: (percent: number) => `${percent}% coinsurance`,
  noServiceDetail: 'No details for this service. Go back to your benefits and choose another service.',
  dentalDetailTitle: (name: string) => name,
  backToBenefits: (name: string) => `Back to ${name.toLowerCase()} benefits`,
  period: 'Plan period',
} as const;
