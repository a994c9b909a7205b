import type { DomainId } from '../brands/domain-ids';

/**
 * Days a member has to appeal a claim decision, counted from its notice (issue 36 §7): 180 for a group
 * health plan (29 CFR 2560.503-1(h)(3)(i)); 65 for a Medicare Advantage plan's reconsideration
 * (42 CFR 422.582(b)), the brand of domain 2.
 */
export const APPEAL_DAYS: Readonly<Record<DomainId, number>> = { 1: 180, 2: 65, 5: 180 };

/** The last day to appeal a claim decision noticed on `noticeDate` (yyyy-mm-dd, a calendar day). */
export function getAppealDeadline(noticeDate: string, domainId: DomainId): string {
  const day = Date.parse(`${noticeDate}T00:00:00Z`);
  if (Number.isNaN(day)) throw new RangeError(`not a day: ${noticeDate}`);
  return new Date(day + APPEAL_DAYS[domainId] * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A decision is adverse, and its notice says why and how to appeal, when the plan denied a line in
 * whole (a denied claim) or some of its lines (a partly paid one).
 */
export function isAdverseDecision(lines: readonly { readonly notCovered: number }[]): boolean {
  return lines.some((line) => line.notCovered > 0);
}
