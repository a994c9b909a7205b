import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { insertAuditRow } from '../audit-log-repository';

export const PASSWORD_FAILURE_ACTION = 'password-change-failed';

/**
 * Counts one password check of an account in the current window and returns the count, in one
 * atomic upsert, so of parallel attempts only the first `limit` are ever allowed to be checked. A
 * window older than `since` starts again at 1.
 */
export async function countAttempt(
  db: Kysely<Database>,
  accountId: number,
  since: Date,
  now: Date,
): Promise<number> {
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
}

/** A right current password: the count starts again. */
export async function clearAttempts(db: Kysely<Database>, accountId: number): Promise<void> {
  await db.deleteFrom('password_change_attempts').where('account_id', '=', accountId).execute();
}

/** A wrong current password, audited. */
export async function recordFailure(
  db: Kysely<Database>,
  accountId: number,
  clientAddress: string | null,
  now: Date,
): Promise<void> {
  await insertAuditRow(db, {
    occurredAt: now,
    action: PASSWORD_FAILURE_ACTION,
    actorAccountId: accountId,
    targetMemberKey: null,
    clientAddress,
    detail: {},
  });
}
