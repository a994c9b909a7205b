/** One eligibility of a member in a category (document 2 §3): eligible, effectiveDate, terminationDate. */
export interface EligibilitySpan {
  readonly eligible: boolean;
  /** yyyy-mm-dd, or null when unknown. */
  readonly effectiveDate: string | null;
  readonly terminationDate: string | null;
}

const startOfDay = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`).getTime();

/**
 * Active or Future as document 2 §4 defines them: Future is eligible with an effective date later than
 * now; Active is eligible, effective before now, and no termination or one later than now. Termed and
 * Ineligible are everything else. Issue 5 builds the full status rule; the shell needs only this much.
 */
export function isActiveOrFutureEligibility(span: EligibilitySpan, now: Date): boolean {
  if (!span.eligible || span.effectiveDate === null) return false;
  const at = now.getTime();
  if (startOfDay(span.effectiveDate) > at) return true;
  return span.terminationDate === null || startOfDay(span.terminationDate) > at;
}

/** The not-enrolled alert and the Benefits / Find care menus depend on this (document 1 §4, document 2 §4). */
export function hasActiveOrFutureEligibility(spans: readonly EligibilitySpan[], now: Date): boolean {
  return spans.some((span) => isActiveOrFutureEligibility(span, now));
}

/** Termed member: eligible somewhere once, but no active or future eligibility now (document 2 §4). */
export function isTermedMember(spans: readonly EligibilitySpan[], now: Date): boolean {
  return spans.some((span) => span.eligible) && !hasActiveOrFutureEligibility(spans, now);
}

/** Whole years between a date of birth (yyyy-mm-dd) and now, for the age-of-majority rule (document 1 §6). */
export function getAgeInYears(dateOfBirth: string, now: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  const month = now.getUTCMonth() + 1;
  if (month < m || (month === m && now.getUTCDate() < d)) age -= 1;
  return age;
}
