import { getPlanIsoDate } from '../format/format';

/** The welcome banner's copy confirmation lasts 5 seconds (document 2 §2, §9). */
export const SUBSCRIBER_ID_COPIED_MS = 5000;

/** The primary care banner is shown through 31 March 2025 (document 2 §9), inclusive. */
export const PRIMARY_CARE_UPDATE_LAST_DAY = '2025-03-31';

/**
 * Shown when primary care is eligible and the date is on or before 31 March 2025 (document 2 §2), on the
 * plan's (Pacific) calendar, so the banner does not leave at 5 p.m. on the last day.
 */
export function isPrimaryCareUpdateShown(primaryCareEligible: boolean, now: Date): boolean {
  return primaryCareEligible && getPlanIsoDate(now) <= PRIMARY_CARE_UPDATE_LAST_DAY;
}

/** Members of local 598 see their employee id instead of the subscriber id (document 2 §2). */
export function getWelcomeIdentifier(
  subscriberId: string,
  employee: { readonly employeeId: string | null; readonly local598: boolean } | null,
): { readonly kind: 'subscriberId' | 'employeeId'; readonly value: string } {
  if (employee?.local598 && employee.employeeId) return { kind: 'employeeId', value: employee.employeeId };
  return { kind: 'subscriberId', value: subscriberId };
}
