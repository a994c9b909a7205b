import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { replaceAccountPassword } from '../account-password';
import { insertAuditRow } from '../audit-log-repository';

export const PASSWORD_CHANGED_ACTION = 'password-changed';

export interface PasswordChange {
  readonly accountId: number;
  readonly passwordHash: string;
  readonly keepSessionId: string;
  readonly clientAddress: string | null;
  readonly now: Date;
  /** More of the same change, in its transaction: the member's "password changed" notification. */
  readonly alsoInTransaction?: (trx: Kysely<Database>) => Promise<unknown>;
}

/**
 * Stores the new hash, moves a must-change status (INI, FRC) to ACT and revokes every other session
 * of the account, all or nothing. The current session stays. Returns how many sessions were revoked.
 */
export function replacePassword(db: Kysely<Database>, change: PasswordChange): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { revokedSessions } = await replaceAccountPassword(trx, {
      accountId: change.accountId,
      passwordHash: change.passwordHash,
      keepSessionId: change.keepSessionId,
      now: change.now,
    });
    await insertAuditRow(trx, {
      occurredAt: change.now,
      action: PASSWORD_CHANGED_ACTION,
      actorAccountId: change.accountId,
      targetMemberKey: null,
      clientAddress: change.clientAddress,
      detail: { revokedSessions },
    });
    await change.alsoInTransaction?.(trx);
    return revokedSessions;
  });
}
