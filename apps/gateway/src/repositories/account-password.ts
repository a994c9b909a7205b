import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The one place an account's password is replaced (document 1 §2 change password, §4 recovery), inside
 * the caller's transaction: the new hash and its date are stored, a must-change status (INI, FRC)
 * becomes ACT, and every session of the account is revoked but `keepSessionId` (the session that
 * changed it; null: none is kept). Returns the account's brand and username, and the sessions revoked.
 */
export async function replaceAccountPassword(
  trx: Kysely<Database>,
  change: {
    readonly accountId: number;
    readonly passwordHash: string;
    readonly keepSessionId: string | null;
    readonly now: Date;
  },
): Promise<{ readonly domainId: number; readonly username: string; readonly revokedSessions: number }> {
  const account = await trx
    .updateTable('accounts')
    .set((eb) => ({
      password_hash: change.passwordHash,
      password_changed_at: change.now,
      status: eb.case().when('status', 'in', ['INI', 'FRC']).then('ACT').else(eb.ref('status')).end(),
    }))
    .where('account_id', '=', change.accountId)
    .returning(['domain_id', 'username'])
    .executeTakeFirstOrThrow();
  let sessions = trx
    .updateTable('sessions')
    .set({ revoked_at: change.now })
    .where('account_id', '=', change.accountId)
    .where('revoked_at', 'is', null);
  if (change.keepSessionId !== null) sessions = sessions.where('session_id', '!=', change.keepSessionId);
  const revoked = await sessions.executeTakeFirst();
  return {
    domainId: account.domain_id,
    username: account.username,
    revokedSessions: Number(revoked.numUpdatedRows),
  };
}
