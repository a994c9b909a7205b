import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** An open sign-in of the account itself (never a staff login-as session). */
export interface OpenSessionRow {
  readonly sessionId: string;
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
  readonly domainId: number | null;
  readonly userAgent: string | null;
}

/** Bounds of what one page lists: far beyond a person's use, short of a runaway response. */
const MAX_SESSIONS = 50;

function openSessionsOf(db: Kysely<Database>, accountId: number, now: Date, idleSince: Date) {
  return db
    .selectFrom('sessions')
    .where('account_id', '=', accountId)
    .where('kind', '=', 'session')
    .where('issued_by_account_id', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', idleSince);
}

export async function listOpenSessions(
  db: Kysely<Database>,
  accountId: number,
  now: Date,
  idleSince: Date,
): Promise<OpenSessionRow[]> {
  const rows = await openSessionsOf(db, accountId, now, idleSince)
    .select(['session_id', 'created_at', 'last_seen_at', 'domain_id', 'user_agent'])
    .orderBy('last_seen_at', 'desc')
    .orderBy('created_at', 'desc')
    .limit(MAX_SESSIONS)
    .execute();
  return rows.map((row) => ({
    sessionId: row.session_id,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    domainId: row.domain_id,
    userAgent: row.user_agent,
  }));
}

/** Whether the session is an open sign-in of this account: the one check before it is ended. */
export async function isOpenSessionOf(
  db: Kysely<Database>,
  accountId: number,
  sessionId: string,
  now: Date,
  idleSince: Date,
): Promise<boolean> {
  const row = await openSessionsOf(db, accountId, now, idleSince)
    .select('session_id')
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return row !== undefined;
}
