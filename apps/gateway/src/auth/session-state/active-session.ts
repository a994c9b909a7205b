import type { SessionsTable } from '../../db/tables/core';

/** A session row as the auth guard uses it: live, not revoked. */
export interface ActiveSession {
  readonly sessionId: string;
  readonly accountId: number;
  readonly memberKey: string | null;
  readonly kind: SessionsTable['kind'];
  readonly role: string;
  readonly issuedByRole: string | null;
  readonly issuedByAccountId: number | null;
  readonly chosenGroupId: string | null;
  readonly preventSalesPlatform: boolean;
  readonly expiresAt: Date;
  readonly lastSeenAt: Date;
  /** The second factor is still to answer: the session is good for the code route only (issue 15). */
  readonly mfaPending: boolean;
}
