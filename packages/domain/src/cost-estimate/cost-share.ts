import { shareCoveredAmount } from '../claims/cost-share';

/** An accumulator as the benefits pages show it: a limit and what has been met, in cents; null when the plan has none. */
export interface AccumulatorFigures {
  readonly limit: number;
  readonly met: number;
}

/**
 * The member's accumulators before the service (issue 38 §1): the deductible and the out-of-pocket
 * maximum, each individual and family, and the dental annual maximum the plan pays up to.
 */
export interface EstimateAccumulators {
  readonly individualDeductible: AccumulatorFigures | null;
  readonly familyDeductible: AccumulatorFigures | null;
  readonly individualOutOfPocket: AccumulatorFigures | null;
  readonly familyOutOfPocket: AccumulatorFigures | null;
  /** The plan's yearly maximum (dental): `met` is what the plan has paid so far. */
  readonly annualMaximum: AccumulatorFigures | null;
}

/** The plan's cost-sharing for one service, in network: a copay in cents or a coinsurance percentage. */
export interface CostSharing {
  readonly covered: boolean;
  readonly deductibleApplies: boolean;
  readonly copay: number | null;
  readonly coinsurancePercent: number | null;
}

/** The member's share, in the plan's order: deductible, then copay, then coinsurance, then above the maximum. */
export interface MemberShare {
  readonly deductible: number;
  readonly copay: number;
  readonly coinsurance: number;
  /** What the plan does not pay because the annual maximum is reached (dental). */
  readonly aboveMaximum: number;
  readonly total: number;
}

export type CostEstimate =
  | { readonly kind: 'notCovered' }
  /** Covered, but no negotiated rate to estimate from: "covered, no estimate available; call us". */
  | { readonly kind: 'noEstimate' }
  | {
      readonly kind: 'estimate';
      readonly allowed: number;
      readonly member: MemberShare;
      readonly planPays: number;
      /** The accumulators once this service is counted. */
      readonly after: EstimateAccumulators;
      /** The out-of-pocket maximum was reached by this service: the plan pays the rest. */
      readonly outOfPocketReached: boolean;
      readonly annualMaximumReached: boolean;
    };

const remainingOf = (figures: AccumulatorFigures | null) =>
  figures === null ? Number.POSITIVE_INFINITY : Math.max(0, figures.limit - figures.met);

/** Whichever of the individual and family figures is met first caps the member (issue 38 §1). */
export function getRemaining(individual: AccumulatorFigures | null, family: AccumulatorFigures | null) {
  return Math.min(remainingOf(individual), remainingOf(family));
}

const add = (figures: AccumulatorFigures | null, amount: number): AccumulatorFigures | null =>
  figures === null ? null : { limit: figures.limit, met: figures.met + amount };

/** The parts of the share in the plan's order, cut so that their sum stays within `cap`. */
function capShare(parts: readonly number[], cap: number): number[] {
  let left = cap;
  return parts.map((part) => {
    const kept = Math.min(part, Math.max(0, left));
    left -= kept;
    return kept;
  });
}

/**
 * What a service will cost the member (issue 38 §1), money in integer cents: of the allowed amount
 * (the in-network negotiated rate), first the deductible still to meet (individual or family,
 * whichever is closer to met) when it applies, then the copay, then the coinsurance on the rest; the
 * out-of-pocket maximum (individual or family) caps the member's share; the plan pays the rest, up to
 * the annual maximum (dental), beyond which the member pays. A service the plan does not cover costs
 * the whole price, which is no estimate; a covered one without a rate cannot be estimated.
 */
export function estimateCostShare(input: {
  readonly allowed: number | null;
  readonly sharing: CostSharing;
  readonly accumulators: EstimateAccumulators;
}): CostEstimate {
  const { allowed, sharing, accumulators: acc } = input;
  if (!sharing.covered) return { kind: 'notCovered' };
  if (allowed === null) return { kind: 'noEstimate' };
  // A plan without a deductible has none to meet; without a maximum, no cap.
  const hasDeductible = acc.individualDeductible !== null || acc.familyDeductible !== null;
  // The claims' rule of deductible, copay and coinsurance (claims/cost-share.ts), so an estimate and
  // the claim that follows it split the same amount the same way, to the cent.
  const due = shareCoveredAmount(
    allowed,
    sharing.deductibleApplies && hasDeductible
      ? getRemaining(acc.individualDeductible, acc.familyDeductible)
      : 0,
    {
      copay: sharing.copay ?? 0,
      coinsuranceBasisPoints: Math.round((sharing.coinsurancePercent ?? 0) * 100),
    },
  );
  const [deductibleDue, copayDue, coinsuranceDue] = [due.deductible, due.copay, due.coinsurance];
  const outOfPocketLeft = getRemaining(acc.individualOutOfPocket, acc.familyOutOfPocket);
  const uncapped = deductibleDue + copayDue + coinsuranceDue;
  const [deductible = 0, copay = 0, coinsurance = 0] = capShare(
    [deductibleDue, copayDue, coinsuranceDue],
    outOfPocketLeft,
  );
  const costShare = deductible + copay + coinsurance;
  const planOwes = allowed - costShare;
  const maximumLeft = remainingOf(acc.annualMaximum);
  const planPays = Math.min(planOwes, maximumLeft);
  const aboveMaximum = planOwes - planPays;
  return {
    kind: 'estimate',
    allowed,
    member: { deductible, copay, coinsurance, aboveMaximum, total: costShare + aboveMaximum },
    planPays,
    after: {
      individualDeductible: add(acc.individualDeductible, deductible),
      familyDeductible: add(acc.familyDeductible, deductible),
      individualOutOfPocket: add(acc.individualOutOfPocket, costShare),
      familyOutOfPocket: add(acc.familyOutOfPocket, costShare),
      annualMaximum: add(acc.annualMaximum, planPays),
    },
    outOfPocketReached: uncapped > 0 && uncapped >= outOfPocketLeft,
    annualMaximumReached: planOwes > 0 && planOwes >= maximumLeft,
  };
}
