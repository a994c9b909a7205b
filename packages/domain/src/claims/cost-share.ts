import type { DenialCode } from './remark-codes';

/**
 * What a plan's terms make the member pay on a covered service line (document 2's benefits: copay,
 * coinsurance, deductible). Cents and basis points (2,000 = 20 %), so every figure is whole.
 */
export interface CostShareTerms {
  readonly appliesDeductible: boolean;
  readonly copay: number;
  readonly coinsuranceBasisPoints: number;
}

/** A service line before adjudication: what the provider billed, the plan's allowed amount, its terms. */
export interface LineToAdjudicate {
  readonly billed: number;
  readonly allowed: number;
  readonly terms: CostShareTerms;
  /** Set when the plan does not cover the line: the member's share is then all of it, not covered. */
  readonly denialCode?: DenialCode | null;
}

/**
 * A service line as adjudicated. allowed + notCovered = planPaid + memberOwes, and memberOwes =
 * deductible + copay + coinsurance + notCovered: the member's share says how it arose.
 */
export interface AdjudicatedLine {
  readonly billed: number;
  readonly allowed: number;
  readonly deductible: number;
  readonly copay: number;
  readonly coinsurance: number;
  readonly notCovered: number;
  readonly planPaid: number;
  readonly memberOwes: number;
  readonly denialCode: DenialCode | null;
}

/** A percentage of cents in basis points, half a cent rounded up: the one rounding a line takes. */
export function percentOfCents(cents: number, basisPoints: number): number {
  return Math.floor((cents * basisPoints + 5_000) / 10_000);
}

/** The member's part of a covered amount, before any out-of-pocket cap. */
export interface CoveredShare {
  readonly deductible: number;
  readonly copay: number;
  readonly coinsurance: number;
}

/**
 * The plans' order of cost sharing on a covered amount, the one rule of claims (issue 36 §6) and of
 * the cost estimator (issue 38 §1): the deductible still to meet first (`deductibleDue`, 0 when it does
 * not apply), then the copay, then coinsurance on what is left, each within what is left of `allowed`.
 */
export function shareCoveredAmount(
  allowed: number,
  deductibleDue: number,
  terms: { readonly copay: number; readonly coinsuranceBasisPoints: number },
): CoveredShare {
  const deductible = Math.min(deductibleDue, allowed);
  const copay = Math.min(terms.copay, allowed - deductible);
  const coinsurance = percentOfCents(allowed - deductible - copay, terms.coinsuranceBasisPoints);
  return { deductible, copay, coinsurance };
}

/**
 * Adjudicates a claim's lines in order, as plans apply cost sharing (issue 36 §6): on each covered
 * line the deductible still to meet first, then the copay, then coinsurance on what is left; the plan
 * pays the rest. A line the plan does not cover is the member's in full and uses no deductible.
 * Each figure is computed once in whole cents, so every line adds up and the claim is their sum.
 */
export function adjudicateLines(
  lines: readonly LineToAdjudicate[],
  deductibleRemaining: number,
): { lines: AdjudicatedLine[]; deductibleRemaining: number } {
  let remaining = deductibleRemaining;
  const adjudicated = lines.map((line): AdjudicatedLine => {
    if (line.denialCode) {
      return {
        billed: line.billed,
        allowed: 0,
        deductible: 0,
        copay: 0,
        coinsurance: 0,
        notCovered: line.billed,
        planPaid: 0,
        memberOwes: line.billed,
        denialCode: line.denialCode,
      };
    }
    const { deductible, copay, coinsurance } = shareCoveredAmount(
      line.allowed,
      line.terms.appliesDeductible ? remaining : 0,
      line.terms,
    );
    remaining -= deductible;
    const memberOwes = deductible + copay + coinsurance;
    return {
      billed: line.billed,
      allowed: line.allowed,
      deductible,
      copay,
      coinsurance,
      notCovered: 0,
      planPaid: line.allowed - memberOwes,
      memberOwes,
      denialCode: null,
    };
  });
  return { lines: adjudicated, deductibleRemaining: remaining };
}
