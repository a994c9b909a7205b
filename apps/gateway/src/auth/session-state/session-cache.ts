import type { ActiveSession } from './active-session';

/**
 * How long this process trusts a session row it read or wrote without reading it again. Revocations
 * reach every gateway through NOTIFY (and Redis) within milliseconds; this lifetime bounds what a lost
 * notification can cost: a session revoked on another gateway is refused here at the latest this long
 * after the revocation (decision 021).
 */
export const SESSION_CACHE_MS = 2_000;

/** Sessions cached at most; past it the oldest entry goes, so memory stays bounded under any load. */
export const SESSION_CACHE_ENTRIES = 50_000;

interface Entry {
  session: ActiveSession;
  /** performance.now() when read or written: the cache runs on the monotonic clock, not the app's. */
  readonly storedAt: number;
}

/**
 * The in-process copy of recently used sessions, so the auth guard costs no round trip per request.
 * Only validity that cannot change without a database write is cached (the row); expiry and the idle
 * limit are checked against the app's clock on every use.
 */
export function createSessionCache(
  options: { ttlMs?: number; maxEntries?: number; clock?: () => number } = {},
) {
  const ttlMs = options.ttlMs ?? SESSION_CACHE_MS;
  const maxEntries = options.maxEntries ?? SESSION_CACHE_ENTRIES;
  const entries = new Map<string, Entry>();
  const clock = options.clock ?? (() => performance.now());
  /**
   * When a session (`s:` id) or an account's sessions (`a:` id) were last dropped: a row read before
   * that is not cached, so a read racing a revocation cannot put the revoked session back.
   */
  const dropped = new Map<string, number>();
  const drop = (key: string) => {
    const at = clock();
    dropped.delete(key);
    dropped.set(key, at);
    // Oldest first: a mark older than the lifetime can no longer matter.
    for (const [old, when] of dropped) {
      if (at - when < ttlMs && dropped.size <= maxEntries) break;
      dropped.delete(old);
    }
  };
  const droppedSince = (session: ActiveSession, readAt: number) =>
    (dropped.get(`s:${session.sessionId}`) ?? -1) >= readAt ||
    (dropped.get(`a:${session.accountId}`) ?? -1) >= readAt ||
    (dropped.get('all') ?? -1) >= readAt;

  return {
    /** The cached row while fresh; undefined when absent or older than the lifetime. */
    get(sessionId: string): ActiveSession | undefined {
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (clock() - entry.storedAt >= ttlMs) {
        entries.delete(sessionId);
        return undefined;
      }
      return entry.session;
    },
    /** The monotonic time to pass to set() for a row read from now on. */
    now: clock,
    /** Keeps a row; one read at `readAt` is refused when its session was dropped since. */
    set(session: ActiveSession, readAt?: number): void {
      if (readAt !== undefined && droppedSince(session, readAt)) return;
      entries.delete(session.sessionId);
      const now = clock();
      // Maps iterate in insertion order, and an entry is only ever stored anew at the end: the first
      // is the oldest. Expired ones go as new ones come (a session signed in and never used again
      // would otherwise stay until the cap: 50,000 rows under the soak's sign-ins), then the cap.
      for (const [oldest, entry] of entries) {
        if (now - entry.storedAt < ttlMs && entries.size < maxEntries) break;
        entries.delete(oldest);
      }
      entries.set(session.sessionId, { session, storedAt: now });
    },
    /** A newer last use for a cached session, keeping its age (the row itself was not re-read). */
    updateLastSeen(sessionId: string, lastSeenAt: Date): void {
      const entry = entries.get(sessionId);
      if (entry) entry.session = { ...entry.session, lastSeenAt };
    },
    forget(sessionId: string): void {
      entries.delete(sessionId);
      drop(`s:${sessionId}`);
    },
    /** Every cached session of an account (log out everywhere, a password change or reset). */
    forgetAccount(accountId: number): void {
      drop(`a:${accountId}`);
      for (const [sessionId, entry] of entries) {
        if (entry.session.accountId === accountId) entries.delete(sessionId);
      }
    },
    /** Everything: after the invalidation channel reconnects, a notification may have been missed. */
    clear(): void {
      entries.clear();
      drop('all');
    },
    get size(): number {
      return entries.size;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
