import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/connection';
import { type CachedResponse, createResponseCache } from '../src/response-cache/response-cache';
import {
  MEMBER_DATA_CHANNEL,
  parseMemberDataMessage,
  startResponseInvalidation,
} from '../src/response-cache/response-invalidation';

const response = (payload: string): CachedResponse => ({
  payload: Buffer.from(payload),
  contentType: 'application/json',
});

function cacheAt(lifetimeMs = 1_000, maxEntries = 3) {
  // lru-cache counts a start of 0 as no start: the clock begins later.
  let time = 10_000;
  const cache = createResponseCache({ lifetimeMs, maxEntries, clock: { now: () => time } });
  return { cache, pass: (ms: number) => (time += ms) };
}

type Cache = ReturnType<typeof cacheAt>['cache'];

/** A request read through the cache: what it was served, or, when it read for itself, what it sent. */
async function readThrough(cache: Cache, key: string, sent: string, familyKey = 'F1') {
  const reader = {};
  const cached = cache.get(key, familyKey) ?? (await cache.fetch(key, familyKey, reader));
  if (cached) return cached.payload.toString();
  if (cache.waitsFor(reader)) cache.settle(reader, response(sent));
  // lru-cache stores a settled read a few promise turns later.
  await new Promise((resolve) => setImmediate(resolve));
  return sent;
}

describe('the response store (issue 16, decision 035)', () => {
  it('serves a cached response until its lifetime is over', async () => {
    const { cache, pass } = cacheAt();
    expect(await readThrough(cache, 'a', '{"a":1}')).toBe('{"a":1}');
    pass(1_000);
    expect(await readThrough(cache, 'a', '{"a":2}')).toBe('{"a":1}');
    pass(1);
    expect(await readThrough(cache, 'a', '{"a":2}')).toBe('{"a":2}');
  });

  it('holds at most its number of responses, the least recently used going first', async () => {
    const { cache } = cacheAt();
    for (const key of ['a', 'b', 'c']) await readThrough(cache, key, key);
    // a is read again, so b is now the least recently used.
    expect(await readThrough(cache, 'a', 'new')).toBe('a');
    await readThrough(cache, 'd', 'd');
    expect(cache.size).toBe(3);
    expect(await readThrough(cache, 'b', 'new')).toBe('new');
    expect(await readThrough(cache, 'a', 'newer')).toBe('a');
  });

  it('serves concurrent reads of one key with the first one’s response: one read, not one each', async () => {
    const { cache } = cacheAt();
    const first = {};
    expect(await cache.fetch('a', 'F1', first)).toBeUndefined();
    expect(cache.waitsFor(first)).toBe(true);
    const others = [{}, {}, {}].map((reader) => cache.fetch('a', 'F1', reader));
    cache.settle(first, response('once'));
    expect((await Promise.all(others)).map((cached) => cached?.payload.toString())).toEqual([
      'once',
      'once',
      'once',
    ]);
    expect(cache.waitsFor(first)).toBe(false);
  });

  it('lets the waiting reads read for themselves when the first one’s response is not to be cached', async () => {
    const { cache } = cacheAt();
    const first = {};
    await cache.fetch('a', 'F1', first);
    const other = {};
    const waiting = cache.fetch('a', 'F1', other);
    cache.settle(first, undefined);
    expect(await waiting).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never serves a response read before a write to its family, even one still being read when the write came', async () => {
    const { cache } = cacheAt();
    const inFlight = {};
    await cache.fetch('a', 'F1', inFlight);
    const waiting = cache.fetch('a', 'F1', {});
    await readThrough(cache, 'b', 'b of F2', 'F2');
    cache.invalidateFamilies(['F1']);
    cache.settle(inFlight, response('before the write'));
    // A read that began before the write may see what it saw; one that begins after never does.
    expect((await waiting)?.payload.toString()).toBe('before the write');
    expect(await readThrough(cache, 'a', 'after the write')).toBe('after the write');
    expect(await readThrough(cache, 'b', 'new', 'F2')).toBe('b of F2');
    cache.invalidateAll();
    expect(await readThrough(cache, 'b', 'new', 'F2')).toBe('new');
  });

  it('aborts the reads in flight when everything is invalidated: those waiting read for themselves', async () => {
    const { cache } = cacheAt();
    const first = {};
    await cache.fetch('a', 'F1', first);
    const waiting = cache.fetch('a', 'F1', {});
    cache.invalidateAll();
    expect(await waiting).toBeUndefined();
    cache.settle(first, response('from before'));
    expect(await readThrough(cache, 'a', 'fresh')).toBe('fresh');
  });

  it('forgets a member’s family when the family is written to, and does not learn one across a write', () => {
    const { cache } = cacheAt();
    expect(cache.learnFamily('M1', 'F1', cache.invalidations)).toBe(true);
    expect(cache.learnFamily('M2', 'F2', cache.invalidations)).toBe(true);
    cache.invalidateFamilies(['F1']);
    expect(cache.familyOf('M1')).toBeUndefined();
    expect(cache.familyOf('M2')).toBe('F2');
    const since = cache.invalidations;
    cache.invalidateFamilies(['F3']);
    expect(cache.learnFamily('M1', 'F1', since)).toBe(false);
    expect(cache.familyOf('M1')).toBeUndefined();
  });

  it('caches nothing with a lifetime or a size of 0', async () => {
    for (const [lifetimeMs, maxEntries] of [
      [0, 10],
      [1_000, 0],
    ] as const) {
      const { cache } = cacheAt(lifetimeMs, maxEntries);
      expect(cache.enabled).toBe(false);
      await readThrough(cache, 'a', 'first');
      expect(await readThrough(cache, 'a', 'second')).toBe('second');
      expect(cache.learnFamily('M1', 'F1', cache.invalidations)).toBe(false);
    }
  });
});

describe("the database's notifications (migration 022)", () => {
  it.each([
    ['f:F1', ['F1']],
    ['f:F1,F2', ['F1', 'F2']],
    ['*', 'all'],
    ['f:', 'all'],
    ['something else', 'all'],
  ] as const)('%j invalidates %j', (payload, invalidated) => {
    expect(parseMemberDataMessage(payload)).toEqual(invalidated);
  });

  it("invalidates the notified families' responses, and all of them on each (re)connection", async () => {
    const { cache } = cacheAt(1_000, 10);
    let notify: (payload: string) => void = () => undefined;
    let connected: () => void = () => undefined;
    const database = {
      listen: async (channel: string, onMessage: (payload: string) => void, onListening: () => void) => {
        expect(channel).toBe(MEMBER_DATA_CHANNEL);
        notify = onMessage;
        connected = onListening;
        return async () => undefined;
      },
    } as unknown as DatabaseHandle;
    await startResponseInvalidation(cache, database);
    const fill = () =>
      Promise.all(['F1', 'F2', 'F3'].map((family) => readThrough(cache, family, 'old', family)));
    const reread = () =>
      Promise.all(['F1', 'F2', 'F3'].map((family) => readThrough(cache, family, 'new', family)));

    await fill();
    notify('f:F1,F3');
    expect(await reread()).toEqual(['new', 'old', 'new']);
    notify('*');
    expect(await reread()).toEqual(['new', 'new', 'new']);
    await fill();
    connected();
    expect(await reread()).toEqual(['new', 'new', 'new']);
  });
});
