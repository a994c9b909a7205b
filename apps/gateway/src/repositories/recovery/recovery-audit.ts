import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { insertAuditRow } from '../audit-log-repository';

export const RECOVERY_ACTIONS = {
  usernameRequested: 'username-recovery-requested',
  resetRequested: 'password-reset-requested',
  resetWrongAnswer: 'password-reset-wrong-answer',
  reset: 'password-reset',
} as const;

/** One audit row of a recovery step, in the step's transaction when it has one; no member is named. */
export async function auditRecovery(
  trx: Kysely<Database>,
  action: string,
  accountId: number | null,
  clientAddress: string | null,
  now: Date,
  detail: Record<string, unknown>,
): Promise<void> {
  await insertAuditRow(trx, {
    occurredAt: now,
    action,
    actorAccountId: accountId,
    targetMemberKey: null,
    clientAddress,
    detail,
  });
}
