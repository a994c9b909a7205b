import type { PlanManagementDetails } from '../api/member-data';

/** Texts of the plan management page (document 2 §3, §4), beyond the home banner's. */
export const PLAN_MANAGEMENT_PAGE_TEXTS = {
  title: 'Manage your plan',
  planYear: (year: number) => `Current plan year: ${year}`,
  renewalStart: (date: string) => `If you renew, your coverage starts on ${date}.`,
  cancellationEnd: (date: string) => `If you cancel, your coverage ends on ${date}.`,
  coverageEnds: (date: string) => `Your coverage ends on ${date}.`,
  noReminder: 'Open enrollment has ended. Your plan renews as it is.',
  shop: 'Shop for a plan',
  cancelTitle: 'Cancel your plan',
  cancelIntro: 'Choose what to cancel. You will be asked to confirm.',
  cancelChoice: 'What do you want to cancel?',
  cancelButton: 'Cancel plan',
  confirmTitle: 'Cancel your plan?',
  confirmBody: (choice: string) => `${choice}. This cannot be undone online.`,
  confirm: 'Yes, cancel',
  keep: 'No, keep my plan',
  cancelled: 'Your cancellation is recorded.',
  notAvailable: 'Plan management is not available for your plan. For questions, contact customer service.',
  onlySubscriber: 'Only the subscriber can cancel the plan.',
  opensInNewTab: '(opens in a new tab)',
  loading: 'Loading your plan',
} as const;

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
