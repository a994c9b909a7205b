import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const PASSWORD_FAILURE_ACTION = 'password-change-failed';
export const PASSWORD_CHANGED_ACTION = 'password-changed';

/** The stored password of the session's account and the one transaction that replaces it (document 1 §2). */
export function createPasswordRepository(db: Kysely<Database>) {
  return {
    async getHash(accountId: number): Promise<string | null> {
      const row = await db
        .selectFrom('accounts')
        .select('password_hash')
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      return row?.password_hash ?? null;
    },

    /** Wrong current passwords of an account since a moment, read from the audit log (held across gateways). */
    async countFailuresSince(accountId: number, since: Date): Promise<number> {
      const row = await db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<string>().as('failures'))
        .where('actor_account_id', '=', accountId)
        .where('action', '=', PASSWORD_FAILURE_ACTION)
        .where('occurred_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.failures);
    },

    async recordFailure(accountId: number, clientAddress: string | null, now: Date): Promise<void> {
      await db
        .insertInto('audit_log')
        .values({
          occurred_at: now,
          action: PASSWORD_FAILURE_ACTION,
          actor_account_id: accountId,
          target_member_key: null,
          client_address: clientAddress,
          detail: '{}',
        })
        .execute();
    },

    /**
     * Stores the new hash, moves a must-change status (INI, FRC) to ACT and revokes every other session
     * of the account, all or nothing. The current session stays. Answers how many sessions were revoked.
     */
    async replace(change: {
      accountId: number;
      passwordHash: string;
      keepSessionId: string;
      clientAddress: string | null;
      now: Date;
    }): Promise<number> {
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('accounts')
          .set((eb) => ({
            password_hash: change.passwordHash,
            password_changed_at: change.now,
            status: eb.case().when('status', 'in', ['INI', 'FRC']).then('ACT').else(eb.ref('status')).end(),
          }))
          .where('account_id', '=', change.accountId)
          .execute();
        const revoked = await trx
          .updateTable('sessions')
          .set({ revoked_at: change.now })
          .where('account_id', '=', change.accountId)
          .where('session_id', '!=', change.keepSessionId)
          .where('revoked_at', 'is', null)
          .executeTakeFirst();
        await trx
          .insertInto('audit_log')
          .values({
            occurred_at: change.now,
            action: PASSWORD_CHANGED_ACTION,
            actor_account_id: change.accountId,
            target_member_key: null,
            client_address: change.clientAddress,
            detail: JSON.stringify({ revokedSessions: Number(revoked.numUpdatedRows) }),
          })
          .execute();
        return Number(revoked.numUpdatedRows);
      });
    },
  };
}

export type PasswordRepository = ReturnType<typeof createPasswordRepository>;
