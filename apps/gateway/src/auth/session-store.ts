import { randomUUID } from 'node:crypto';
import { SESSION_TOUCH_INTERVAL_MS } from '@dash/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SessionsTable } from '../db/tables/core';
import { insertSession, prepareSessionRead } from '../repositories/session-rows';
import type { ActiveSession } from './session-state/active-session';
import { createSessionCache } from './session-state/session-cache';
import { createSessionRevocation } from './session-state/session-revocation';
import { createSessionTouches } from './session-state/session-touches';

export interface NewSession {
  readonly accountId: number;
  readonly memberKey: string | null;
  readonly kind: SessionsTable['kind'];
  readonly role: string;
  readonly issuedByRole: string | null;
  readonly issuedByAccountId: number | null;
  readonly expiresAt: Date;
  readonly chosenGroupId?: string | null;
  readonly preventSalesPlatform?: boolean;
  readonly createdAt: Date;
  /** A sign-in whose second factor is still to answer (issue 15). */
  readonly mfaPending?: boolean;
}

export type { ActiveSession } from './session-state/active-session';

/** A new session's row: its id made here, its last use its creation. */
const rowOf = (session: NewSession): ActiveSession => ({
  sessionId: randomUUID(),
  accountId: session.accountId,
  memberKey: session.memberKey,
  kind: session.kind,
  role: session.role,
  issuedByRole: session.issuedByRole,
  issuedByAccountId: session.issuedByAccountId,
  chosenGroupId: session.chosenGroupId ?? null,
  preventSalesPlatform: session.preventSalesPlatform ?? false,
  expiresAt: session.expiresAt,
  lastSeenAt: session.createdAt,
  mfaPending: session.mfaPending ?? false,
});

/**
 * Server-side sessions, so a token can be revoked before it expires (logout, password change), and
 * ends once unused for the idle limit (HIPAA automatic logoff).
 *
 * Reads are served from a short in-process cache (session-state/session-cache.ts): a request costs no
 * round trip for its session. Every revoke path (session-state/session-revocation.ts) drops the
 * cached copy here at once, and the database tells every gateway of any revocation (migration 018: a
 * trigger NOTIFYs `dash_session_ended`, which session-state/session-invalidation.ts listens to), so
 * revocation takes effect immediately on this instance and within milliseconds on the others, at
 * worst after SESSION_CACHE_MS (decision 021). Last uses are batched (session-state/session-touches.ts).
 * The rows are read and written by repositories/session-rows.ts.
 */
export function createSessionStore(
  db: Kysely<Database>,
  idleMinutes: number,
  options: { cacheMs?: number; onTouchError?: (error: unknown) => void } = {},
) {
  const idleMs = idleMinutes * 60_000;
  const cache = createSessionCache(options.cacheMs === undefined ? {} : { ttlMs: options.cacheMs });
  const touches = createSessionTouches(db, options.onTouchError);
  const readSession = prepareSessionRead(db);

  const usable = (session: ActiveSession, now: Date) =>
    session.expiresAt > now && session.lastSeenAt.getTime() > now.getTime() - idleMs;

  /** The row, unless revoked; its last use the later of the database's and one noted here. */
  async function read(sessionId: string): Promise<ActiveSession | null> {
    const session = await readSession(sessionId);
    if (!session) return null;
    const noted = touches.pendingFor(sessionId);
    return noted && noted > session.lastSeenAt ? { ...session, lastSeenAt: noted } : session;
  }

  return {
    async create(session: NewSession): Promise<string> {
      const row = rowOf(session);
      await insertSession(db, row);
      // The first request with the new token needs no read: this process wrote the row.
      cache.set(row);
      return row.sessionId;
    },

    /**
     * Opens a session whose row `write` inserts along with others in one statement (a sign-in's
     * attempt, decision 073), cached as create() caches its row. Undefined, and nothing cached, when
     * `write` wrote no row.
     */
    async openWith<T>(session: NewSession, write: (row: ActiveSession) => Promise<T | undefined>) {
      const row = rowOf(session);
      const written = await write(row);
      if (written === undefined) return undefined;
      cache.set(row);
      return { sessionId: row.sessionId, written };
    },

    async findActive(sessionId: string, now: Date): Promise<ActiveSession | null> {
      const cached = cache.get(sessionId);
      // A cached copy past its idle limit is read again: another gateway may have seen a later use.
      if (cached && usable(cached, now)) return cached;
      const readAt = cache.now();
      const session = await read(sessionId);
      if (!session) return null;
      cache.set(session, readAt);
      return usable(session, now) ? session : null;
    },

    /**
     * Marks a session used now when its last use is older than the touch interval (a minute): noted
     * in memory and written in a batch, so no request waits on it.
     */
    async touch(session: ActiveSession, now: Date): Promise<void> {
      if (now.getTime() - session.lastSeenAt.getTime() < SESSION_TOUCH_INTERVAL_MS) return;
      cache.updateLastSeen(session.sessionId, now);
      touches.record(session.sessionId, now);
    },

    /** Minutes a session may go unused. */
    idleMinutes,

    ...createSessionRevocation(db, cache),

    /** Writes the noted last uses now (tests, shutdown). */
    flushTouches: () => touches.flush(),

    /** Sessions cached in this process (the benchmark's memory report). */
    get cachedSessions(): number {
      return cache.size;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
