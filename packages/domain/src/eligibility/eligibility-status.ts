import type { EligibilitySpan } from '../navigation/eligibility-presence';

export const ELIGIBILITY_STATUSES = ['Future', 'Active', 'Termed', 'Ineligible'] as const;
export type EligibilityStatus = (typeof ELIGIBILITY_STATUSES)[number];

/** A yyyy-mm-dd date as the instant its day begins (UTC), to compare with "now". */
export const startOfDay = (iso: string): number => new Date(`${iso.slice(0, 10)}T00:00:00Z`).getTime();

/**
 * Category eligibility status of a member (document 2 §4):
 * Future: eligible and effective later than now. Active: eligible, effective before now, and no
 * termination or one later than now. Termed: eligible but neither. Ineligible: not eligible.
 */
export function getEligibilityStatus(span: EligibilitySpan, now: Date): EligibilityStatus {
  if (!span.eligible) return 'Ineligible';
  if (span.effectiveDate === null) return 'Termed';
  const at = now.getTime();
  const effective = startOfDay(span.effectiveDate);
  if (effective > at) return 'Future';
  const ended = span.terminationDate !== null && startOfDay(span.terminationDate) <= at;
  return effective < at && !ended ? 'Active' : 'Termed';
}
