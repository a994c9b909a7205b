/** A prior authorization's status, as the benefits pages show it (document 2 §7 prior authorizations). */
export type PriorAuthorizationStatus = 'APPROVED' | 'PENDING' | 'DENIED' | 'CANCELLED';

/**
 * The X12 278 review action (HCR01) the Da Vinci PDex Prior Authorization profile carries as the
 * decision on each item: certified in total, not certified, pended, cancelled.
 */
export type ReviewActionCode = 'A1' | 'A3' | 'A4' | 'C';

export interface PriorAuthorizationDecision {
  /** ExplanationOfBenefit.status: a cancelled request is cancelled, any other stands. */
  readonly status: 'active' | 'cancelled';
  /** ExplanationOfBenefit.outcome: only a request still under review is queued. */
  readonly outcome: 'complete' | 'queued';
  /** ExplanationOfBenefit.disposition, the decision in words. */
  readonly disposition: string;
  readonly reviewAction: { readonly code: ReviewActionCode; readonly display: string };
  /** The units the plan allowed (the profile's `allowedunits`); null while there is no decision to count. */
  readonly allowedUnits: number | null;
}

const DECISIONS: Readonly<
  Record<
    PriorAuthorizationStatus,
    Omit<PriorAuthorizationDecision, 'allowedUnits'> & { allows: 'all' | 'none' | null }
  >
> = {
  APPROVED: {
    status: 'active',
    outcome: 'complete',
    disposition: 'Approved',
    reviewAction: { code: 'A1', display: 'Certified in total' },
    allows: 'all',
  },
  DENIED: {
    status: 'active',
    outcome: 'complete',
    disposition: 'Denied',
    reviewAction: { code: 'A3', display: 'Not Certified' },
    allows: 'none',
  },
  PENDING: {
    status: 'active',
    outcome: 'queued',
    disposition: 'Pending review',
    reviewAction: { code: 'A4', display: 'Pended' },
    allows: null,
  },
  CANCELLED: {
    status: 'cancelled',
    outcome: 'complete',
    disposition: 'Cancelled',
    reviewAction: { code: 'C', display: 'Cancelled' },
    allows: null,
  },
};

/**
 * The plan's decision on a prior authorization as the Patient Access API states it (issue 38 §3, Da
 * Vinci PDex Prior Authorization): an approval allows every unit asked for, a denial none, and a
 * request under review or cancelled allows nothing yet to count.
 */
export function getPriorAuthorizationDecision(
  status: PriorAuthorizationStatus,
  requestedUnits: number,
): PriorAuthorizationDecision {
  const { allows, ...decision } = DECISIONS[status];
  const allowedUnits = allows === 'all' ? requestedUnits : allows === 'none' ? 0 : null;
  return { ...decision, allowedUnits };
}
