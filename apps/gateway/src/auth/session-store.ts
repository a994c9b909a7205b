import { randomUUID } from 'node:crypto';
import { SESSION_TOUCH_INTERVAL_MS } from '@dash/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SessionsTable } from '../db/tables/core';
import type { ActiveSession } from './session-state/active-session';
import { createSessionCache } from './session-state/session-cache';
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

/** Told of every session this process revokes, so other gateways drop their copy (Redis pub/sub). */
export type SessionRevokedListener = (ended: { sessionId: string } | { accountId: number }) => void;

/**
 * Server-side sessions, so a token can be revoked before it expires (logout, password change), and
 * ends once unused for the idle limit (HIPAA automatic logoff).
 *
 * Reads are served from a short in-process cache (session-state/session-cache.ts): a request costs no
 * round trip for its session. Every revoke path below drops the cached copy here at once, and the
 * database tells every gateway of any revocation (migration 018: a trigger NOTIFYs
 * `dash_session_ended`, which session-state/session-invalidation.ts listens to), so revocation takes
 * effect immediately on this instance and within milliseconds on the others, at worst after
 * SESSION_CACHE_MS (decision 021). Last uses are batched (session-state/session-touches.ts).
 */
export function createSessionStore(
  db: Kysely<Database>,
  idleMinutes: number,
  options: { cacheMs?: number; onTouchError?: (error: unknown) => void } = {},
) {
  const idleMs = idleMinutes * 60_000;
  const cache = createSessionCache(options.cacheMs === undefined ? {} : { ttlMs: options.cacheMs });
  const touches = createSessionTouches(db, options.onTouchError);
  const revokedListeners = new Set<SessionRevokedListener>();
  const announce = (ended: { sessionId: string } | { accountId: number }) => {
    for (const listener of revokedListeners) listener(ended);
  };

  const usable = (session: ActiveSession, now: Date) =>
    session.expiresAt > now && session.lastSeenAt.getTime() > now.getTime() - idleMs;

  /** The row, unless revoked; its last use the later of the database's and one noted here. */
  async function read(sessionId: string): Promise<ActiveSession | null> {
    const row = await db
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
      .where('session_id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (!row) return null;
    const noted = touches.pendingFor(sessionId);
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
      lastSeenAt: noted && noted > row.last_seen_at ? noted : row.last_seen_at,
      mfaPending: row.mfa_pending,
    };
  }

  return {
    async create(session: NewSession): Promise<string> {
      const sessionId = randomUUID();
      const row = {
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
      };
      await db
        .insertInto('sessions')
        .values({
          session_id: sessionId,
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
      // The first request with the new token needs no read: this process wrote the row.
      cache.set({ sessionId, ...row });
      return sessionId;
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

    /** Ends every open session of an account ("Log out everywhere"); answers how many. */
    async revokeAll(accountId: number, now: Date): Promise<number> {
      cache.forgetAccount(accountId);
      const result = await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('account_id', '=', accountId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      // Again after the write: a read that raced it is refused by the mark this leaves.
      cache.forgetAccount(accountId);
      announce({ accountId });
      return Number(result.numUpdatedRows);
    },

    /** Minutes a session may go unused. */
    idleMinutes,

    async revoke(sessionId: string, now: Date): Promise<void> {
      cache.forget(sessionId);
      await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('session_id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .execute();
      cache.forget(sessionId);
      announce({ sessionId });
    },

    /**
     * Drops this process's copy of an account's sessions after a revocation written elsewhere (a
     * password change or reset revokes in its own transaction): immediate here, NOTIFY does the rest.
     */
    forgetAccount(accountId: number): void {
      cache.forgetAccount(accountId);
      announce({ accountId });
    },

    /** A revocation another gateway announced (NOTIFY or Redis): drop the copy, announce nothing. */
    ended(ended: { sessionId: string } | { accountId: number } | 'all'): void {
      if (ended === 'all') cache.clear();
      else if ('sessionId' in ended) cache.forget(ended.sessionId);
      else cache.forgetAccount(ended.accountId);
    },

    /** Called with each revocation this process makes (the Redis publisher). */
    onRevoked(listener: SessionRevokedListener): () => void {
      revokedListeners.add(listener);
      return () => revokedListeners.delete(listener);
    },

    /** Writes the noted last uses now (tests, shutdown). */
    flushTouches: () => touches.flush(),

    /** Sessions cached in this process (the benchmark's memory report). */
    get cachedSessions(): number {
      return cache.size;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
