import { isLimitValid, type LimitFigures, sortDentalLimits } from './limit-rules';

/**
 * The default accumulator of the home data (document 2 §3): the member's dental limits in the dental
 * order of §5 (Annual Limit, then Deductible - In Network, then the others), the first valid one, else
 * the first with its valid flag down so the screen shows none.
 */
export function getDefaultAccumulator<
  T extends LimitFigures & { readonly limitType: string; readonly productCategory: string },
>(limits: readonly T[]) {
  const dental = sortDentalLimits(limits.filter((limit) => limit.productCategory === 'Dental'));
  const chosen = dental.find(isLimitValid) ?? dental[0];
  if (!chosen) return null;
  return {
    limitType: chosen.limitType,
    total: chosen.total,
    totalMet: chosen.totalMet,
    totalRemaining: chosen.totalRemaining,
    valid: isLimitValid(chosen),
  };
}
