import type { MemberNotificationKind } from '../member-notifications/member-notification-kinds';

/**
 * A claim the member submits for a service already paid (issue 39 §3) moves through these steps; the
 * claims list shows each as its stored claim status (received, processing, paid).
 */
export const SUBMITTED_CLAIM_STATUSES = ['received', 'in-review', 'processed'] as const;
export type SubmittedClaimStatus = (typeof SUBMITTED_CLAIM_STATUSES)[number];

/** What a member may submit: a medical or a dental claim. */
export const SUBMITTED_CLAIM_TYPES = ['medical', 'dental'] as const;
export type SubmittedClaimType = (typeof SUBMITTED_CLAIM_TYPES)[number];

/** The partner brand (domainId 5) offers dental only (issue 39 "For all three"); the others both. */
const PARTNER_DOMAIN_ID = 5;
export function getSubmittableClaimTypes(domainId: number): readonly SubmittedClaimType[] {
  return domainId === PARTNER_DOMAIN_ID ? ['dental'] : SUBMITTED_CLAIM_TYPES;
}

/** Each step, the one after it (null: the last), and the notification it is told with. */
export const SUBMITTED_CLAIM_STEPS: Readonly<
  Record<
    SubmittedClaimStatus,
    { readonly next: SubmittedClaimStatus | null; readonly notice: MemberNotificationKind }
  >
> = {
  received: { next: 'in-review', notice: 'claim-received' },
  'in-review': { next: 'processed', notice: 'claim-in-review' },
  processed: { next: null, notice: 'claim-processed' },
};

/** The step after `status`, or null when the claim is processed. */
export function getNextSubmittedClaimStatus(status: SubmittedClaimStatus): SubmittedClaimStatus | null {
  return SUBMITTED_CLAIM_STEPS[status].next;
}

/** Whether a claim may move from `from` to `to`: one step forward only, never back or past a step. */
export function canMoveSubmittedClaim(from: SubmittedClaimStatus, to: SubmittedClaimStatus): boolean {
  return SUBMITTED_CLAIM_STEPS[from].next === to;
}

/** The claims table's status for each step (migration 002's RECEIVED, PENDING, PAID). */
export const STORED_STATUS_OF_SUBMITTED: Readonly<
  Record<SubmittedClaimStatus, 'RECEIVED' | 'PENDING' | 'PAID'>
> = { received: 'RECEIVED', 'in-review': 'PENDING', processed: 'PAID' };

/** How long a submitted claim waits at each step in the seeded processing of the demo. */
export const DEMO_PROCESSING_STEP_SECONDS = 30;

/** A date of service is in the past or today, and not more than a year back (the filing window). */
export const SUBMISSION_WINDOW_DAYS = 365;
export type ServiceDateRefusal = 'serviceDateInFuture' | 'serviceDateTooOld';

/** Why a date of service (yyyy-mm-dd) is refused on `today` (yyyy-mm-dd), or null. */
export function getServiceDateRefusal(serviceDate: string, today: string): ServiceDateRefusal | null {
  if (serviceDate > today) return 'serviceDateInFuture';
  const earliest = new Date(`${today}T00:00:00Z`);
  earliest.setUTCDate(earliest.getUTCDate() - SUBMISSION_WINDOW_DAYS);
  if (serviceDate < earliest.toISOString().slice(0, 10)) return 'serviceDateTooOld';
  return null;
}
