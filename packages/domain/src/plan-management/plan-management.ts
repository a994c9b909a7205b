import type { PlanManagementDetails } from '../api/member-data';

/**
 * Whether a cancellation request changes anything (document 2 §7 plan-management/cancellation): the
 * same status again is no change, so asking twice records one change. D (medical and dental) covers M.
 */
export function isCancellationChange(current: 'M' | 'D' | null, requested: 'M' | 'D'): boolean {
  if (current === requested) return false;
  return !(current === 'D' && requested === 'M');
}

/** Whether the family offers the requested cancellation (document 2 §3 directCancellationOptions). */
export function isCancellationOffered(details: PlanManagementDetails, requested: 'M' | 'D'): boolean {
  return (
    details.eligibleAndActive && details.directCancellationOptions.some((option) => option.id === requested)
  );
}
