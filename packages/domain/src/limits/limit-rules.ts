/** The amounts of a limit (document 2 §3), in cents; absent figures are null. */
export interface LimitFigures {
  readonly total: number | null;
  readonly totalMet: number | null;
  readonly totalRemaining: number | null;
}

/**
 * A limit is valid only if total, met and remaining are present and not both met and remaining are
 * zero (document 2 §5).
 */
export function isLimitValid(limit: LimitFigures): boolean {
  const { total, totalMet, totalRemaining } = limit;
  if (total === null || totalMet === null || totalRemaining === null) return false;
  return !(totalMet === 0 && totalRemaining === 0);
}

/** Maximums of -1 or 0 are ignored (document 2 §5). */
export function isMaximumShown(amount: number | null): boolean {
  return amount !== null && amount !== -1 && amount !== 0;
}

/** The featured limit's progress: met / total × 100 (document 2 §2, §9); 0 when there is no total. */
export function getLimitProgress(limit: LimitFigures): number {
  if (!limit.total || limit.totalMet === null) return 0;
  return (limit.totalMet / limit.total) * 100;
}

const DENTAL_LIMIT_ORDER = ['Annual Limit', 'Deductible - In Network'];

/** Dental limits: Annual Limit first, then Deductible - In Network, then the others in their order (document 2 §5). */
export function sortDentalLimits<T extends { readonly limitType: string }>(limits: readonly T[]): T[] {
  const rank = (limit: T) => {
    const index = DENTAL_LIMIT_ORDER.indexOf(limit.limitType);
    return index === -1 ? DENTAL_LIMIT_ORDER.length : index;
  };
  return [...limits].sort((a, b) => rank(a) - rank(b));
}
