import { getPlanIsoDate } from '../format/format';

/** One eligibility of a member in a category (document 2 §3): eligible, effectiveDate, terminationDate. */
export interface EligibilitySpan {
  readonly eligible: boolean;
  /** yyyy-mm-dd, or null when unknown. */
  readonly effectiveDate: string | null;
  readonly terminationDate: string | null;
}

export const ELIGIBILITY_STATUSES = ['Future', 'Active', 'Termed', 'Ineligible'] as const;
export type EligibilityStatus = (typeof ELIGIBILITY_STATUSES)[number];

/**
 * The day part of a date field, to compare with the plan's today (`getPlanIsoDate`): coverage days are
 * the insurer's Pacific days, like every other date rule, so the gateway and the screens agree on them.
 */
export const dayOf = (iso: string): string => iso.slice(0, 10);

/**
 * Category eligibility status of a member (document 2 §4):
 * Future: eligible and effective later than now. Active: eligible, effective before now, and no
 * termination or one later than now. Termed: eligible but neither. Ineligible: not eligible.
 */
export function getEligibilityStatus(span: EligibilitySpan, now: Date): EligibilityStatus {
  if (!span.eligible) return 'Ineligible';
  if (span.effectiveDate === null) return 'Termed';
  const today = getPlanIsoDate(now);
  if (dayOf(span.effectiveDate) > today) return 'Future';
  // Coverage ends as its termination day begins.
  const ended = span.terminationDate !== null && dayOf(span.terminationDate) <= today;
  return ended ? 'Termed' : 'Active';
}
