import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

export interface FailureCount {
  readonly consecutiveFailures: number;
  /** True for the one attempt that reached the threshold. */
  readonly lockedNow: boolean;
}

/**
 * Consecutive failures per (brand, username), kept in the database so they hold across gateway
 * instances. Each failure is one atomic upsert, so parallel attempts are never lost.
 */
export function createLockout(db: Kysely<Database>, threshold: number) {
  return {
    async isLocked(domainId: number, username: string): Promise<boolean> {
      const row = await db
        .selectFrom('login_failures')
        .select('locked_at')
        .where('domain_id', '=', domainId)
        .where('username', '=', username)
        .executeTakeFirst();
      return Boolean(row?.locked_at);
    },

    async recordFailure(domainId: number, username: string, now: Date): Promise<FailureCount> {
      const row = await db
        .insertInto('login_failures')
        .values({
          domain_id: domainId,
          username,
          consecutive_failures: 1,
          last_failure_at: now,
          locked_at: threshold <= 1 ? now : null,
        })
        .onConflict((oc) =>
          oc.columns(['domain_id', 'username']).doUpdateSet({
            consecutive_failures: sql`login_failures.consecutive_failures + 1`,
            last_failure_at: now,
            locked_at: sql`case when login_failures.consecutive_failures + 1 >= ${threshold}
              then coalesce(login_failures.locked_at, ${now}) else login_failures.locked_at end`,
          }),
        )
        .returning('consecutive_failures')
        .executeTakeFirstOrThrow();
      return {
        consecutiveFailures: row.consecutive_failures,
        lockedNow: row.consecutive_failures === threshold,
      };
    },

    /** A success starts the count again, unless the account is locked. */
    async reset(domainId: number, username: string): Promise<void> {
      await db
        .deleteFrom('login_failures')
        .where('domain_id', '=', domainId)
        .where('username', '=', username)
        .where('locked_at', 'is', null)
        .execute();
    },
  };
}

export type Lockout = ReturnType<typeof createLockout>;
