import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { revokeAccountSessions, revokeSession } from '../../repositories/session-rows';
import type { SessionCache } from './session-cache';

/** Told of every session this process revokes, so other gateways drop their copy (Redis pub/sub). */
export type SessionRevokedListener = (ended: { sessionId: string } | { accountId: number }) => void;

/**
 * The session store's revocations (auth/session-store.ts): each drops the cached copy before and after
 * its write (a read that raced it is refused by the mark this leaves) and tells the listeners; a
 * revocation another gateway notified drops the copy and tells no one.
 */
export function createSessionRevocation(db: Kysely<Database>, cache: SessionCache) {
  const revokedListeners = new Set<SessionRevokedListener>();
  const notifyOthers = (ended: { sessionId: string } | { accountId: number }) => {
    for (const listener of revokedListeners) listener(ended);
  };

  return {
    /** Ends every open session of an account ("Log out everywhere"); returns how many. */
    async revokeAll(accountId: number, now: Date): Promise<number> {
      cache.forgetAccount(accountId);
      const revoked = await revokeAccountSessions(db, accountId, now);
      // Again after the write: a read that raced it is refused by the mark this leaves.
      cache.forgetAccount(accountId);
      notifyOthers({ accountId });
      return revoked;
    },

    async revoke(sessionId: string, now: Date): Promise<void> {
      cache.forget(sessionId);
      await revokeSession(db, sessionId, now);
      cache.forget(sessionId);
      notifyOthers({ sessionId });
    },

    /**
     * Drops this process's copy of an account's sessions after a revocation written elsewhere (a
     * password change or reset revokes in its own transaction): immediate here, NOTIFY does the rest.
     */
    forgetAccount(accountId: number): void {
      cache.forgetAccount(accountId);
      notifyOthers({ accountId });
    },

    /** A revocation another gateway notified (NOTIFY or Redis): drop the copy, notify no one. */
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
  };
}
