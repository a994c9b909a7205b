import type { Sql } from 'postgres';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DatabaseTimeoutError } from '../src/db/database-errors';
import { PostgresPool, SWEEPS_PER_BOUND } from '../src/db/postgres-pool';

const BOUND_MS = 1_000;

/** Stand-in pools: each one made is counted, and whether it was ended (the stalled pool is replaced). */
function pools() {
  const made: { ended: boolean }[] = [];
  const create = () => {
    const pool = { ended: false };
    made.push(pool);
    return {
      end: async () => {
        pool.ended = true;
      },
    } as unknown as Sql;
  };
  return { made, pool: new PostgresPool(create, BOUND_MS) };
}

const never = () => new Promise<never>(() => undefined);

/** The bound of every call with one timer sweeping them (decision 066), on a clock the test moves. */
describe('PostgresPool: the bound on each call', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fails a call that never answers no sooner than the bound and by 1.1× it, and replaces the pool once', async () => {
    const { made, pool } = pools();
    const outcomes: unknown[] = [];
    for (let i = 0; i < 3; i++)
      pool.guard(never).catch((error: unknown) => {
        outcomes.push(error);
      });
    expect(pool.inFlight).toBe(3);
    await vi.advanceTimersByTimeAsync(BOUND_MS - 1);
    expect(outcomes).toEqual([]);
    await vi.advanceTimersByTimeAsync(BOUND_MS / SWEEPS_PER_BOUND + 1);
    expect(outcomes).toHaveLength(3);
    expect(outcomes.every((error) => error instanceof DatabaseTimeoutError)).toBe(true);
    expect(pool.inFlight).toBe(0);
    expect(made.map((p) => p.ended)).toEqual([true, false]);
  });

  it('bounds a call from when it started: one started later fails later', async () => {
    const { pool } = pools();
    const failedAt: Record<string, number> = {};
    const start = Date.now();
    const track = (name: string) =>
      pool.guard(never).catch(() => {
        failedAt[name] = Date.now() - start;
      });
    void track('first');
    await vi.advanceTimersByTimeAsync(BOUND_MS / 2);
    void track('second');
    await vi.advanceTimersByTimeAsync(BOUND_MS * 2);
    expect(failedAt.first).toBeGreaterThanOrEqual(BOUND_MS);
    expect(failedAt.first).toBeLessThanOrEqual(BOUND_MS * 1.1);
    expect(failedAt.second).toBeGreaterThanOrEqual(BOUND_MS * 1.5);
    expect(failedAt.second).toBeLessThanOrEqual(BOUND_MS * 1.6);
  });

  it('answers a call in time with its result or its own error, and leaves no timer once idle', async () => {
    const { made, pool } = pools();
    await expect(pool.guard(async () => 42)).resolves.toBe(42);
    await expect(pool.guard(async () => Promise.reject(new Error('syntax')))).rejects.toThrow('syntax');
    await expect(
      pool.guard(() => {
        throw new Error('thrown at once');
      }),
    ).rejects.toThrow('thrown at once');
    const slow = pool.guard(
      () => new Promise((resolve) => setTimeout(() => resolve('late but in time'), 900)),
    );
    await vi.advanceTimersByTimeAsync(900);
    await expect(slow).resolves.toBe('late but in time');
    await vi.advanceTimersByTimeAsync(BOUND_MS);
    expect(vi.getTimerCount()).toBe(0);
    expect(made).toHaveLength(1);
  });
});
