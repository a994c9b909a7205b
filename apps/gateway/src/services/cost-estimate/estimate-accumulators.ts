import {
  type AccumulatorFigures,
  type EstimateAccumulators,
  getShownMaximums,
  isMaximumShown,
} from '@dash/domain';
import type { Accumulator, BenefitSummary, MemberAccumulator, MemberAccumulators } from '@dash/domain/api';

const NONE: MemberAccumulators = {
  individualDeductible: null,
  familyDeductible: null,
  individualOutOfPocket: null,
  familyOutOfPocket: null,
  annualMaximum: null,
};

const shown = (accumulator: Accumulator): MemberAccumulator =>
  accumulator.total === null || accumulator.met === null
    ? null
    : {
        limit: accumulator.total,
        met: accumulator.met,
        remaining: accumulator.remaining ?? Math.max(0, accumulator.total - accumulator.met),
      };

/**
 * The accumulators the benefits page of the category shows for the member (issue 38 §1: the same
 * ones), in network: the first tier's deductibles and out-of-pocket figures, and the first dental
 * maximum the page shows (document 2 §5), the annual one.
 */
export function getMemberAccumulators(summary: BenefitSummary | null): MemberAccumulators {
  const tier = summary?.tiers[0];
  if (!tier) return NONE;
  const figures = tier.oopDeductibles;
  const maximum = getShownMaximums(tier.maximums).find(
    (candidate) => isMaximumShown(candidate.indivAmount) && candidate.met !== null,
  );
  return {
    individualDeductible: shown(figures.individualDeductible),
    familyDeductible: shown(figures.familyDeductible),
    individualOutOfPocket: shown(figures.individualOutOfPocket),
    familyOutOfPocket: shown(figures.familyOutOfPocket),
    annualMaximum:
      maximum?.indivAmount != null && maximum.met !== null
        ? {
            limit: maximum.indivAmount,
            met: maximum.met,
            remaining: maximum.remaining ?? Math.max(0, maximum.indivAmount - maximum.met),
          }
        : null,
  };
}

const figuresOf = (accumulator: MemberAccumulator): AccumulatorFigures | null =>
  accumulator === null ? null : { limit: accumulator.limit, met: accumulator.met };

/** The figures the cost-sharing rule takes. */
export function toEstimateAccumulators(accumulators: MemberAccumulators): EstimateAccumulators {
  return {
    individualDeductible: figuresOf(accumulators.individualDeductible),
    familyDeductible: figuresOf(accumulators.familyDeductible),
    individualOutOfPocket: figuresOf(accumulators.individualOutOfPocket),
    familyOutOfPocket: figuresOf(accumulators.familyOutOfPocket),
    annualMaximum: figuresOf(accumulators.annualMaximum),
  };
}
