import { describe, expect, it } from 'vitest';
import type { ActiveSession } from '../src/auth/session-state/active-session';
import { createSessionCache } from '../src/auth/session-state/session-cache';

const session = (sessionId: string): ActiveSession => ({
  sessionId,
  accountId: 1,
  memberKey: 'PER-M-ALEX-0',
  kind: 'session',
  role: 'member',
  issuedByRole: null,
  issuedByAccountId: null,
  chosenGroupId: null,
  preventSalesPlatform: false,
  expiresAt: new Date('2026-11-26T20:00:00Z'),
  lastSeenAt: new Date('2026-11-26T18:00:00Z'),
  mfaPending: false,
});

/** Issue 16 (memory under the soak): the in-process session rows of decision 021. */
describe('the session cache', () => {
  it('keeps a row for its lifetime, then asks again', () => {
    let now = 0;
    const cache = createSessionCache({ ttlMs: 2_000, clock: () => now });
    cache.set(session('a'));
    now = 1_999;
    expect(cache.get('a')?.sessionId).toBe('a');
    now = 2_000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('lets rows nobody asks for again go as new ones come, not only at the cap', () => {
    let now = 0;
    const cache = createSessionCache({ ttlMs: 2_000, maxEntries: 50_000, clock: () => now });
    // A sign-in a millisecond for ten seconds, none of them used again: five lifetimes over.
    for (let i = 0; i < 10_000; i++) {
      now = i;
      cache.set(session(`s${i}`));
    }
    expect(cache.size).toBeLessThanOrEqual(2_000);
    expect(cache.get('s9999')?.sessionId).toBe('s9999');
    expect(cache.get('s7000')).toBeUndefined();
  });

  it('holds at most its cap of fresh rows, the oldest going first', () => {
    const cache = createSessionCache({ ttlMs: 60_000, maxEntries: 3, clock: () => 0 });
    for (const id of ['a', 'b', 'c', 'd']) cache.set(session(id));
    expect(cache.size).toBe(3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('d')?.sessionId).toBe('d');
  });
});
