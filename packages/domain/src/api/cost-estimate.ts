import { z } from 'zod';
import {
  DISTANCE_NEEDS_ZIP,
  ESTIMATE_SEARCH_SHAPE,
  hasZipForSort,
} from '../cost-estimate/estimate-search-fields';
import {
  CODE_SYSTEMS,
  ESTIMATE_CATEGORIES,
  ESTIMATE_SORTS,
  PREREQUISITES,
} from '../cost-estimate/service-search';
import { DigitsParam } from './primitives';

/**
 * GET cost-estimate and its PDF (issue 38 §1): the search's fields, the family member by suffix (as the
 * benefits calls take it), and optionally the code of the matching service to estimate.
 */
export const CostEstimateQuery = z
  .object({
    ...ESTIMATE_SEARCH_SHAPE,
    suffix: DigitsParam.pipe(z.number().max(99)),
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{5}$/, 'Expected a billing code.')
      // The catalogue's codes are upper case (D1110): `d1110` names the same service.
      .toUpperCase()
      .optional(),
  })
  .refine(hasZipForSort, DISTANCE_NEEDS_ZIP);
export type CostEstimateQuery = z.input<typeof CostEstimateQuery>;
/** The query as the gateway reads it, defaults filled in. */
export type CostEstimateParams = z.output<typeof CostEstimateQuery>;

/** A text in each language of the dashboard. */
export const LocalizedText = z.object({ en: z.string(), es: z.string() });
export type LocalizedText = z.infer<typeof LocalizedText>;

/** A service of the catalogue: its billing code, its plain-language name, what it bundles, what it needs first. */
export const EstimateService = z.object({
  code: z.string(),
  codeSystem: z.enum(CODE_SYSTEMS),
  category: z.enum(ESTIMATE_CATEGORIES),
  name: LocalizedText,
  bundledItems: z.array(LocalizedText),
  prerequisite: z.enum(PREREQUISITES).nullable(),
});
export type EstimateService = z.infer<typeof EstimateService>;

/** An accumulator before the service, in cents, as the benefits pages show it; null when the plan has none. */
export const MemberAccumulator = z
  .object({ limit: z.number().int(), met: z.number().int(), remaining: z.number().int() })
  .nullable();
export type MemberAccumulator = z.infer<typeof MemberAccumulator>;

export const MemberAccumulators = z.object({
  individualDeductible: MemberAccumulator,
  familyDeductible: MemberAccumulator,
  individualOutOfPocket: MemberAccumulator,
  familyOutOfPocket: MemberAccumulator,
  annualMaximum: MemberAccumulator,
});
export type MemberAccumulators = z.infer<typeof MemberAccumulators>;

/** The member's share of one provider's rate, in cents, in the plan's order. */
export const EstimateShare = z.object({
  deductible: z.number().int(),
  copay: z.number().int(),
  coinsurance: z.number().int(),
  aboveMaximum: z.number().int(),
  total: z.number().int(),
});
export type EstimateShare = z.infer<typeof EstimateShare>;

/** One in-network provider of the service: where, how far, its negotiated rate and the member's estimate. */
export const ProviderEstimate = z.object({
  providerId: z.string(),
  name: z.string(),
  groupName: z.string().nullable(),
  specialty: z.string().nullable(),
  /** Miles from the ZIP code, one decimal; null without one. */
  distance: z.number().nullable(),
  address: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  /** The in-network negotiated rate, in cents; null when there is none to estimate from. */
  negotiatedRate: z.number().int().nullable(),
  estimate: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('notCovered') }),
    z.object({ kind: z.literal('noEstimate') }),
    z.object({
      kind: z.literal('estimate'),
      member: EstimateShare,
      planPays: z.number().int(),
      outOfPocketReached: z.boolean(),
      annualMaximumReached: z.boolean(),
    }),
  ]),
});
export type ProviderEstimate = z.infer<typeof ProviderEstimate>;

/** The plan's in-network cost-sharing for the service (from the benefits' service pages). */
export const EstimateCostSharing = z.object({
  covered: z.boolean(),
  deductibleApplies: z.boolean(),
  copay: z.number().int().nullable(),
  coinsurancePercent: z.number().nullable(),
});
export type EstimateCostSharing = z.infer<typeof EstimateCostSharing>;

/**
 * GET cost-estimate (issue 38 §1): the services matching the search, and for the one estimated, the
 * member's accumulators, the plan's cost-sharing, the out-of-network allowed amount where the plan
 * pays one, and each in-network provider's rate and estimate, sorted as asked.
 */
export const CostEstimateResponse = z.object({
  suffix: z.number().int().nonnegative(),
  sort: z.enum(ESTIMATE_SORTS),
  matches: z.array(EstimateService),
  estimate: z
    .object({
      service: EstimateService,
      costSharing: EstimateCostSharing,
      /** In cents; null when the plan pays nothing out of network for it. */
      outOfNetworkAllowed: z.number().int().nullable(),
      accumulators: MemberAccumulators,
      providers: z.array(ProviderEstimate),
    })
    .nullable(),
});
export type CostEstimateResponse = z.infer<typeof CostEstimateResponse>;
