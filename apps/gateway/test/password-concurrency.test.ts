import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_HASH_CONCURRENCY,
  hashingLoad,
  hashPassword,
  setHashConcurrency,
  verifyPassword,
} from '../src/auth/password';

describe('password hashing concurrency (issue 41 §3)', () => {
  afterEach(() => setHashConcurrency(DEFAULT_HASH_CONCURRENCY));

  it('runs at most the set number of hashes at once, the rest waiting in order', async () => {
    const stored = await hashPassword('Welcome2026!');
    setHashConcurrency(1);
    const checks = [1, 2, 3].map(() => verifyPassword(stored, 'Welcome2026!'));
    expect(hashingLoad()).toEqual({ running: 1, waiting: 2 });
    expect(await Promise.all(checks)).toEqual([true, true, true]);
    expect(hashingLoad()).toEqual({ running: 0, waiting: 0 });
  });

  it('starts the waiting ones when the bound is raised', async () => {
    const stored = await hashPassword('Welcome2026!');
    setHashConcurrency(1);
    const checks = [1, 2, 3].map(() => verifyPassword(stored, 'wrong'));
    setHashConcurrency(3);
    // p-limit starts the waiting ones in a microtask.
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(hashingLoad()).toEqual({ running: 3, waiting: 0 });
    expect(await Promise.all(checks)).toEqual([false, false, false]);
  });
});
