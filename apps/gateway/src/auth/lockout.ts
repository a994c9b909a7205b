import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** What a sign-in learns of its name's failures (Lockout.check). */
export interface LockCheck {
  readonly locked: boolean;
  /** An expired lock ended with this attempt (audited once). */
  readonly ended: boolean;
  /** Failures may be on record: a success resets the count. */
  readonly counting: boolean;
}

export interface FailureCount {
  readonly consecutiveFailures: number;
  /** True for the one attempt that reached the threshold. */
  readonly lockedNow: boolean;
}

/** The name's row of failures: undefined when none is recorded, its lock time (null if not locked). */
function failureRowOf(db: Kysely<Database>, domainId: number, username: string) {
  return db
    .selectFrom('login_failures')
    .select('locked_at')
    .where('domain_id', '=', domainId)
    .where('username', '=', username)
    .executeTakeFirst();
}

/**
 * Ends a lock (one taken at or before `lockedBefore`, when given) and starts the count again. One
 * statement: of parallel attempts exactly one sees the lock end, so it is audited once. Returns whether
 * a lock ended.
 */
async function endLock(db: Kysely<Database>, domainId: number, username: string, lockedBefore?: Date) {
  const ended = await db
    .deleteFrom('login_failures')
    .where('domain_id', '=', domainId)
    .where('username', '=', username)
    .where('locked_at', lockedBefore ? '<=' : 'is not', lockedBefore ?? null)
    .returning('locked_at')
    .executeTakeFirst();
  return ended !== undefined;
}

/**
 * Consecutive failures per (brand, username), kept in the database so they hold across gateway
 * instances. Each failure is one atomic upsert, so parallel attempts are never lost. A lock ends on
 * its own after the lockout period (LOCKOUT_MINUTES), or when staff unlock it.
 */
export function createLockout(db: Kysely<Database>, settings: { threshold: number; minutes: number }) {
  const { threshold } = settings;
  const lockEnd = (now: Date) => new Date(now.getTime() - settings.minutes * 60_000);
  const isLocked = async (domainId: number, username: string, now: Date): Promise<boolean> => {
    const row = await failureRowOf(db, domainId, username);
    return row?.locked_at != null && row.locked_at > lockEnd(now);
  };
  return {
    isLocked,

    /**
     * A sign-in's look at the count, after its hash: whether the name is locked, whether an expired lock
     * ended now (exactly one of parallel attempts sees it end), and whether failures are being counted
     * (a success then resets them). One statement where no failure was recorded, the usual case; the
     * three statements it replaces (end, look, reset) ran on every sign-in.
     */
    async check(domainId: number, username: string, now: Date): Promise<LockCheck> {
      const row = await failureRowOf(db, domainId, username);
      if (!row) return { locked: false, ended: false, counting: false };
      if (row.locked_at == null) return { locked: false, ended: false, counting: true };
      if (row.locked_at > lockEnd(now)) return { locked: true, ended: false, counting: false };
      const ended = await endLock(db, domainId, username, lockEnd(now));
      // Ended here or by a parallel attempt: either way the row is gone unless a new failure came since.
      return { locked: await isLocked(domainId, username, now), ended, counting: true };
    },

    /** Staff unlock (issue 10 point 6): returns whether a locked row was there. */
    unlock: (domainId: number, username: string): Promise<boolean> => endLock(db, domainId, username),

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
