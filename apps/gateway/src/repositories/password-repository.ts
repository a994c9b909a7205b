import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { replaceAccountPassword } from './account-password';
import { findPasswordWords } from './password-words';

export const PASSWORD_FAILURE_ACTION = 'password-change-failed';
export const PASSWORD_CHANGED_ACTION = 'password-changed';

/** The stored password of the session's account and the one transaction that replaces it (document 1 §2). */
export function createPasswordRepository(db: Kysely<Database>) {
  return {
    async getHash(accountId: number): Promise<string | null> {
      return (await this.getCredentials(accountId))?.passwordHash ?? null;
    },

    /** The stored hash, and the username a new password may not contain (issue 15). */
    async getCredentials(accountId: number): Promise<{ passwordHash: string; username: string } | null> {
      const row = await db
        .selectFrom('accounts')
        .select(['password_hash', 'username'])
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      return row ? { passwordHash: row.password_hash, username: row.username } : null;
    },

    /** The account's own words a new password may not follow (issue 36). */
    findPasswordWords: (accountId: number) => findPasswordWords(db, accountId),

    /**
     * Counts one password check of an account in the current window and answers the count, in one
     * atomic upsert, so of parallel attempts only the first `limit` are ever allowed to be checked. A
     * window older than `since` starts again at 1.
     */
    async countAttempt(accountId: number, since: Date, now: Date): Promise<number> {
      const current = sql<boolean>`password_change_attempts.window_started_at > ${since}`;
      const row = await db
        .insertInto('password_change_attempts')
        .values({ account_id: accountId, window_started_at: now, attempts: 1 })
        .onConflict((oc) =>
          oc.column('account_id').doUpdateSet({
            attempts: sql`case when ${current} then password_change_attempts.attempts + 1 else 1 end`,
            window_started_at: sql`case when ${current} then password_change_attempts.window_started_at else ${now} end`,
          }),
        )
        .returning('attempts')
        .executeTakeFirstOrThrow();
      return row.attempts;
    },

    /** A right current password: the count starts again. */
    async clearAttempts(accountId: number): Promise<void> {
      await db.deleteFrom('password_change_attempts').where('account_id', '=', accountId).execute();
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
        const { revokedSessions } = await replaceAccountPassword(trx, {
          accountId: change.accountId,
          passwordHash: change.passwordHash,
          keepSessionId: change.keepSessionId,
          now: change.now,
        });
        await trx
          .insertInto('audit_log')
          .values({
            occurred_at: change.now,
            action: PASSWORD_CHANGED_ACTION,
            actor_account_id: change.accountId,
            target_member_key: null,
            client_address: change.clientAddress,
            detail: JSON.stringify({ revokedSessions }),
          })
          .execute();
        return revokedSessions;
      });
    },
  };
}

export type PasswordRepository = ReturnType<typeof createPasswordRepository>;
