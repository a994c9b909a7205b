import { describe, expect, it } from 'vitest';
import { createAnswerCache } from '../src/answer-cache/answer-cache';
import { parseMemberDataMessage } from '../src/answer-cache/answer-invalidation';

const answer = (payload: string, familyKey = 'F1') => ({
  payload: Buffer.from(payload),
  contentType: 'application/json',
  familyKey,
});

function cacheAt(start = 0, lifetimeMs = 1_000, maxEntries = 3) {
  let time = start;
  const cache = createAnswerCache({ lifetimeMs, maxEntries, now: () => time });
  return { cache, pass: (ms: number) => (time += ms) };
}

describe('the answer store (issue 16, decision 035)', () => {
  it('answers a kept read until its lifetime is over', () => {
    const { cache, pass } = cacheAt();
    expect(cache.keep('a', answer('{"a":1}'), cache.generation)).toBe(true);
    pass(999);
    expect(cache.read('a')?.payload.toString()).toBe('{"a":1}');
    pass(1);
    expect(cache.read('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not keep a read that a drop happened during: it may hold the data from before the write', () => {
    const { cache } = cacheAt();
    const since = cache.generation;
    cache.dropFamilies(['F2']);
    expect(cache.keep('a', answer('{}'), since)).toBe(false);
    expect(cache.read('a')).toBeUndefined();
  });

  it("drops a family's answers and what it learnt of its members, and no other family's", () => {
    const { cache } = cacheAt();
    cache.learnFamily('M1', 'F1');
    cache.learnFamily('M2', 'F2');
    cache.keep('one', answer('1', 'F1'), cache.generation);
    cache.keep('two', answer('2', 'F2'), cache.generation);
    cache.dropFamilies(['F1']);
    expect(cache.read('one')).toBeUndefined();
    expect(cache.read('two')?.payload.toString()).toBe('2');
    expect(cache.familyOf('M1')).toBeUndefined();
    expect(cache.familyOf('M2')).toBe('F2');
    cache.dropAll();
    expect(cache.read('two')).toBeUndefined();
    expect(cache.familyOf('M2')).toBeUndefined();
  });

  it('holds at most its number of answers, letting the oldest go', () => {
    const { cache } = cacheAt();
    for (const key of ['a', 'b', 'c', 'd']) cache.keep(key, answer(key), cache.generation);
    expect(cache.size).toBe(3);
    expect(cache.read('a')).toBeUndefined();
    expect(cache.read('d')?.payload.toString()).toBe('d');
  });

  it('keeps nothing with a lifetime or a size of 0', () => {
    for (const [lifetimeMs, maxEntries] of [
      [0, 10],
      [1_000, 0],
    ] as const) {
      const { cache } = cacheAt(0, lifetimeMs, maxEntries);
      expect(cache.enabled).toBe(false);
      expect(cache.keep('a', answer('{}'), cache.generation)).toBe(false);
      cache.learnFamily('M1', 'F1');
      expect(cache.familyOf('M1')).toBeUndefined();
    }
  });
});

describe("the database's announcements (migration 022)", () => {
  it.each([
    ['f:F1', ['F1']],
    ['f:F1,F2', ['F1', 'F2']],
    ['*', 'all'],
    ['f:', 'all'],
    ['something else', 'all'],
  ] as const)('%j drops %j', (payload, dropped) => {
    expect(parseMemberDataMessage(payload)).toEqual(dropped);
  });
});
