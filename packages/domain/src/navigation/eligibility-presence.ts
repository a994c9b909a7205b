import { type EligibilitySpan, getEligibilityStatus } from '../eligibility/eligibility-status';
import { getPlanIsoDate } from '../format/format';

/** Active or Future by the status rule of document 2 §4 (eligibility/eligibility-status.ts). */
export function isActiveOrFutureEligibility(span: EligibilitySpan, now: Date): boolean {
  const status = getEligibilityStatus(span, now);
  return status === 'Active' || status === 'Future';
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
  // A birthday begins on the plan's (Pacific) day, like every other date rule.
  const [year, month, day] = getPlanIsoDate(now).split('-').map(Number) as [number, number, number];
  let age = year - y;
  if (month < m || (month === m && day < d)) age -= 1;
  return age;
}
