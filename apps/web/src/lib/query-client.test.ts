import { CACHE_ARGUMENT_ERROR } from '@dash/domain';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { hashQueryKey, queryClient } from './query-client';

// A client of its own with the app's defaults, so no test shares cached data with another.
const freshClient = () => new QueryClient({ defaultOptions: queryClient.getDefaultOptions() });

describe('the cached data call (document 1 §8, document 2 §8)', () => {
  it('caches one response per argument set', async () => {
    const client = freshClient();
    const call = vi.fn(async () => 'response');
    const day = new Date('2026-01-01T00:00:00Z');
    const keys: QueryKey[] = [
      ['calls', 'a'],
      ['calls', 'a'],
      ['calls', 'a', 1],
      ['calls', 1],
      ['calls', '1'],
      ['calls', day],
      ['calls', new Date(day)],
      ['other', 'a'],
    ];
    for (const queryKey of keys) await client.fetchQuery({ queryKey, queryFn: call });
    // 'a' twice and the same day twice are one response each; 1 and '1' are two.
    expect(call).toHaveBeenCalledTimes(6);
  });

  it.each([
    ['an object', { id: 1 }],
    ['an array', [1]],
    ['a boolean', true],
    ['null', null],
    ['undefined', undefined],
  ])('throws for %s', async (_name, argument) => {
    const client = freshClient();
    const queryFn = vi.fn(async () => 'response');
    await expect(
      Promise.resolve().then(() => client.fetchQuery({ queryKey: ['calls', argument], queryFn })),
    ).rejects.toThrow(CACHE_ARGUMENT_ERROR);
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('does not cache a failure: the next call asks again', async () => {
    const client = freshClient();
    const call = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
    await expect(client.fetchQuery({ queryKey: ['failure'], queryFn: call })).rejects.toThrow('down');
    expect(await client.fetchQuery({ queryKey: ['failure'], queryFn: call })).toBe('up');
  });

  it('is the hash of the app’s one query client', () => {
    expect(queryClient.getDefaultOptions().queries?.queryKeyHashFn).toBe(hashQueryKey);
  });
});
