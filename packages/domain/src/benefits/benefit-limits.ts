import { isLimitValid, isMaximumShown, type LimitFigures, sortDentalLimits } from '../limits/limit-rules';

/**
 * The limits a benefits category page shows (document 2 §5): only valid limits of that category;
 * dental limits sorted Annual Limit first, then 'Deductible - In Network', then the others.
 */
export function getShownLimits<
  T extends LimitFigures & { readonly limitType: string; readonly productCategory: string },
>(limits: readonly T[], productCategory: string): T[] {
  const valid = limits.filter((limit) => limit.productCategory === productCategory && isLimitValid(limit));
  return productCategory === 'Dental' ? sortDentalLimits(valid) : valid;
}

/** A dental maximum as it reaches the screen (document 2 §3); amounts in cents, null when absent. */
export interface MaximumFigures {
  readonly familyAmount: number | null;
  readonly indivAmount: number | null;
}

/**
 * The dental maximums a page shows (document 2 §5): a maximum whose family and individual amounts
 * are both -1, 0 or absent is ignored; of one that is shown, only the amounts that count are rendered.
 */
export function getShownMaximums<T extends MaximumFigures>(maximums: readonly T[]): T[] {
  return maximums.filter(
    (maximum) => isMaximumShown(maximum.familyAmount) || isMaximumShown(maximum.indivAmount),
  );
}
