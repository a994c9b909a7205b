import { type Kysely, sql } from 'kysely';
import type { ActiveSession } from '../auth/session-state/active-session';
import { prepare } from '../db/prepared-query';
import type { Database } from '../db/schema';

/**
 * The rows of server-side sessions, as the session store (auth/session-store.ts) reads and writes
 * them; the store owns a session's life (its cache, its touches, who is told of a revocation).
 */

/**
 * The session's row, unless revoked; its last use as stored. Compiled once (db/prepared-query.ts): the
 * auth guard reads a session's row whenever its cached copy is older than SESSION_CACHE_MS, so over
 * many members a share of every read pays it (issue 41 §2).
 */
export function prepareSessionRead(
  db: Kysely<Database>,
): (sessionId: string) => Promise<ActiveSession | null> {
  const sessionRow = prepare(db, (p: { sessionId: string }) =>
    db
      .selectFrom('sessions')
      .select([
        'session_id',
        'account_id',
        'member_key',
        'kind',
        'role',
        'issued_by_role',
        'issued_by_account_id',
        'chosen_group_id',
        'prevent_sales_platform',
        'expires_at',
        'last_seen_at',
        'mfa_pending',
      ])
      .where('session_id', '=', p.sessionId)
      .where('revoked_at', 'is', null),
  );
  return async (sessionId) => {
    const row = await sessionRow.first({ sessionId });
    if (!row) return null;
    return {
      sessionId: row.session_id,
      accountId: row.account_id,
      memberKey: row.member_key,
      kind: row.kind,
      role: row.role,
      issuedByRole: row.issued_by_role,
      issuedByAccountId: row.issued_by_account_id,
      chosenGroupId: row.chosen_group_id,
      preventSalesPlatform: row.prevent_sales_platform,
      expiresAt: row.expires_at,
      lastSeenAt: row.last_seen_at,
      mfaPending: row.mfa_pending,
    };
  };
}

export async function insertSession(db: Kysely<Database>, row: ActiveSession): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      session_id: row.sessionId,
      account_id: row.accountId,
      member_key: row.memberKey,
      kind: row.kind,
      role: row.role,
      issued_by_role: row.issuedByRole,
      issued_by_account_id: row.issuedByAccountId,
      chosen_group_id: row.chosenGroupId,
      prevent_sales_platform: row.preventSalesPlatform,
      expires_at: row.expiresAt,
      last_seen_at: row.lastSeenAt,
      mfa_pending: row.mfaPending,
    })
    .execute();
}

/**
 * Deletes up to `limit` sessions that ended (expired, revoked or not) before the cutoff; returns how
 * many went. Each deletion is NOTIFYed as an ended session is (migration 018): no gateway holds one.
 */
export async function deleteSessionsEndedBefore(
  db: Kysely<Database>,
  cutoff: Date,
  limit: number,
): Promise<number> {
  const result = await sql`
    delete from sessions where session_id in (
      select session_id from sessions where expires_at < ${cutoff} limit ${limit})`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Ends every open, unexpired session of an account; returns how many. */
export async function revokeAccountSessions(
  db: Kysely<Database>,
  accountId: number,
  now: Date,
): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function revokeSession(db: Kysely<Database>, sessionId: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('session_id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}
