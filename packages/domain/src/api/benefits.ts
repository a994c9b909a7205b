import { z } from 'zod';
import { BENEFIT_SUMMARY_CATEGORIES } from '../benefits/benefits-texts';
import { ProductCategory } from './member-data';
import { DigitsParam, IsoDate } from './primitives';

/** The four categories with a benefit summary (document 2 §7 benefits/medical|dental|vision|pharmacy). */
export const BenefitCategoryParam = z.enum(BENEFIT_SUMMARY_CATEGORIES);
export type BenefitCategoryParam = z.infer<typeof BenefitCategoryParam>;

const Suffix = DigitsParam.pipe(z.number().max(99));

/** benefits/{category} query (document 2 §7): the family member's suffix, optional asOfDate yyyy-mm-dd (§5). */
export const BenefitsQuery = z.object({ suffix: Suffix, asOfDate: IsoDate.optional() });
export type BenefitsQuery = z.infer<typeof BenefitsQuery>;

/** One accumulator: amounts in cents; absent figures are null (the plan has none for that tier). */
export const Accumulator = z.object({
  total: z.number().int().nullable(),
  met: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
});
export type Accumulator = z.infer<typeof Accumulator>;

/** oopDeductibles (document 2 §3): individual and family deductible and out-of-pocket, each with Met and Remaining. */
export const OopDeductibles = z.object({
  individualDeductible: Accumulator,
  familyDeductible: Accumulator,
  individualOutOfPocket: Accumulator,
  familyOutOfPocket: Accumulator,
});
export type OopDeductibles = z.infer<typeof OopDeductibles>;

/** A services link (document 2 §3): url, pageId, pageDescription. */
export const BenefitServiceLink = z.object({
  url: z.string(),
  pageId: z.string(),
  pageDescription: z.string(),
});
export type BenefitServiceLink = z.infer<typeof BenefitServiceLink>;

/** A dental maximum (document 2 §3); amounts in cents, -1 and 0 are kept for the rule of §5 to ignore. */
export const DentalMaximum = z.object({
  description: z.string(),
  familyAmount: z.number().int().nullable(),
  indivAmount: z.number().int().nullable(),
  met: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
  detailDescription: z.string().nullable(),
});
export type DentalMaximum = z.infer<typeof DentalMaximum>;

/** A dental service (document 2 §3). */
export const DentalService = z.object({
  code: z.string(),
  name: z.string(),
  amount: z.string(),
  description: z.string().nullable(),
  incentiveTiers: z.array(z.string()),
  benefitLimit: z.string().nullable(),
});
export type DentalService = z.infer<typeof DentalService>;

/** The benefit summary of one tier (document 2 §3); maximums and dentalServices are empty outside dental. */
export const BenefitTierSummary = z.object({
  tierId: z.string(),
  name: z.string(),
  oopDeductibles: OopDeductibles,
  services: z.array(BenefitServiceLink),
  maximums: z.array(DentalMaximum),
  dentalServices: z.array(DentalService),
});
export type BenefitTierSummary = z.infer<typeof BenefitTierSummary>;

/** The benefits of one member, category and plan period; no tiers when nothing covers the day. */
export const BenefitPeriod = z.object({
  productCategory: ProductCategory,
  suffix: z.number().int().nonnegative(),
  periodStart: IsoDate.nullable(),
  periodEnd: IsoDate.nullable(),
  tiers: z.array(BenefitTierSummary),
});
export type BenefitPeriod = z.infer<typeof BenefitPeriod>;

/** benefits/{category}: the period of the day asked for. */
export const BenefitSummary = BenefitPeriod.extend({
  /**
   * When no plan period holds the day asked for: the start of the member's next one (coverage not
   * started yet), which the page offers to show; else null.
   */
  nextPeriodStart: IsoDate.nullable(),
});
export type BenefitSummary = z.infer<typeof BenefitSummary>;

/** benefits/history query: member, category and the period range, yyyy-mm-dd (document 2 §5). */
export const BenefitHistoryQuery = z.object({
  suffix: Suffix,
  category: BenefitCategoryParam,
  startDate: IsoDate,
  endDate: IsoDate,
});
export type BenefitHistoryQuery = z.infer<typeof BenefitHistoryQuery>;

/** benefits/history: the plan periods that start inside the range, newest first. */
export const BenefitHistory = z.array(BenefitPeriod);
export type BenefitHistory = z.infer<typeof BenefitHistory>;

/** benefits/services/{category}/{id} path parameters. */
export const ServiceDetailParams = z.object({
  category: BenefitCategoryParam,
  serviceId: z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'Expected a service id.'),
});
export type ServiceDetailParams = z.infer<typeof ServiceDetailParams>;
export const ServiceDetailQuery = z.object({ suffix: Suffix });
export type ServiceDetailQuery = z.infer<typeof ServiceDetailQuery>;

/** Tier out of pocket of a service detail (document 2 §3): copay in cents when isCopay, else coinsurance %. */
export const TierOutOfPocket = z.object({
  description: z.string(),
  network: z.string(),
  note: z.string().nullable(),
  copay: z.number().int().nullable(),
  coinsurance: z.number().nullable(),
  isCopay: z.boolean(),
});
export type TierOutOfPocket = z.infer<typeof TierOutOfPocket>;

/** Service detail (document 2 §3): id, mainNote, outOfPocket, tierOutOfPocket. */
export const ServiceDetail = z.object({
  id: z.string(),
  mainNote: z.string().nullable(),
  outOfPocket: z.string().nullable(),
  tierOutOfPocket: z.array(TierOutOfPocket),
});
export type ServiceDetail = z.infer<typeof ServiceDetail>;
