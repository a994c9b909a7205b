import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { hashingLoad, hashPassword, needsRehash, verifyPassword } from '../src/auth/password';

describe('password hashing (argon2id), one hash per core at a time', () => {
  it('runs at most one hash per core while the rest wait their turn, and completes every one', async () => {
    const stored = await hashPassword('Welcome2026!');
    const attempts = Array.from({ length: 8 }, (_, i) =>
      verifyPassword(stored, i % 2 ? 'Welcome2026!' : 'wrong'),
    );
    // Nothing has run yet in this turn of the event loop: every hash is either running or queued.
    const load = hashingLoad();
    expect(load.running).toBeLessThanOrEqual(availableParallelism());
    expect(load.running + load.waiting).toBe(8);
    expect(load.waiting).toBe(8 - Math.min(8, availableParallelism()));
    expect(await Promise.all(attempts)).toEqual([false, true, false, true, false, true, false, true]);
    expect(hashingLoad()).toEqual({ running: 0, waiting: 0 });
  });

  it('returns false for a stored value that is not an argon2 hash', async () => {
    expect(await verifyPassword('not-a-hash', 'Welcome2026!')).toBe(false);
  });
});

describe('a stored hash made with other parameters (OWASP equivalents: 12 MiB × 3 passes since the thirteenth pass)', () => {
  it('is made anew; one made now, or a value that is no argon2id hash, is left alone', async () => {
    const current = await hashPassword('Welcome2026!');
    expect(current).toMatch(/^\$argon2id\$v=19\$m=12288,t=3,p=1\$/);
    expect(needsRehash(current)).toBe(false);
  });

  it.each([
    ['$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA', true],
    ['$argon2id$v=19$m=12288,t=2,p=1$c2FsdHNhbHQ$aGFzaA', true],
    ['$argon2id$v=19$m=12288,t=3,p=2$c2FsdHNhbHQ$aGFzaA', true],
    ['$argon2id$v=19$m=12288,t=3,p=1$c2FsdHNhbHQ$aGFzaA', false],
    ['$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA', false],
    ['not-a-hash', false],
    ['', false],
  ])('%j → %s', (stored, rehash) => {
    expect(needsRehash(stored)).toBe(rehash);
  });
});
