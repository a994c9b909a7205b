import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShutdown } from '../src/shutdown';

/** A stand-in for the app: what the shutdown calls, recorded in order. */
function fakeApp(close: () => Promise<void>) {
  const calls: string[] = [];
  const app = {
    lifecycle: { startDraining: () => calls.push('drain') },
    log: { info: () => undefined, error: () => undefined },
    close: () => {
      calls.push('close');
      return close();
    },
  };
  return { app: app as unknown as FastifyInstance, calls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

// Fake timers: the order and the deadline are proved by the clock the test moves, not by waiting.
describe('createShutdown', () => {
  it('drains first, closes only after the drain period, then the database, then exits 0; a second signal does nothing', async () => {
    const { app, calls } = fakeApp(async () => undefined);
    const exit = vi.fn();
    const afterClose = async () => {
      calls.push('database');
    };
    const shutdown = createShutdown({ app, drainMs: 2_000, timeoutMs: 10_000, afterClose, exit });
    const done = shutdown('SIGTERM');
    void shutdown('SIGINT');
    expect(calls).toEqual(['drain']);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(calls).toEqual(['drain']);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(calls).toEqual(['drain', 'close', 'database']);
    expect(exit.mock.calls).toEqual([[0]]);
    // The deadline was cleared: nothing more happens later.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(exit.mock.calls).toEqual([[0]]);
  });

  it('exits 1 at the hard deadline when closing never ends', async () => {
    const { app } = fakeApp(() => new Promise<void>(() => undefined));
    const exit = vi.fn();
    void createShutdown({ app, drainMs: 2_000, timeoutMs: 10_000, exit })('SIGTERM');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(exit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(exit.mock.calls).toEqual([[1]]);
  });

  it('exits 1 when closing fails', async () => {
    const { app } = fakeApp(async () => {
      throw new Error('database close failed');
    });
    const exit = vi.fn();
    await Promise.all([
      createShutdown({ app, drainMs: 0, timeoutMs: 10_000, exit })('SIGTERM'),
      vi.advanceTimersByTimeAsync(0),
    ]);
    expect(exit.mock.calls).toEqual([[1]]);
  });
});
