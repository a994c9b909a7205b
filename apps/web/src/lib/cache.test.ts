import { describe, expect, it, vi } from 'vitest';
import { cached, clearCache } from './cache';

describe('cached data call (document 1 §8)', () => {
  it('stores one answer per argument set', async () => {
    const call = vi.fn(async (id: string | number | Date, n?: number) => `${String(id)}:${n}`);
    const get = cached('per-args', call);
    const day = new Date('2026-01-01T00:00:00Z');
    await get('a');
    await get('a');
    await get('a', 1);
    await get(1);
    await get('1');
    await get(day);
    await get(new Date(day));
    expect(call).toHaveBeenCalledTimes(5);
    expect(await get('a', 1)).toBe('a:1');
  });

  it('keeps the answers of two calls apart even for the same arguments', async () => {
    const first = cached('first', async () => 'first');
    const second = cached('second', async () => 'second');
    expect(await first()).toBe('first');
    expect(await second()).toBe('second');
  });

  it.each([
    ['an object', { id: 1 }],
    ['an array', [1]],
    ['a boolean', true],
    ['null', null],
    ['undefined', undefined],
  ])('throws for %s', (_name, arg) => {
    const get = cached('types', async (_value: unknown) => 'x');
    expect(() => get(arg)).toThrow('Cache only supports string, number, and date arguments');
  });

  it('does not keep a failure', async () => {
    const call = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
    const get = cached('failure', call);
    await expect(get('a')).rejects.toThrow('down');
    await expect(get('a')).resolves.toBe('up');
  });

  it('clearCache forgets every answer', async () => {
    const call = vi.fn(async () => 'x');
    const get = cached('clear', call);
    await get();
    clearCache();
    await get();
    expect(call).toHaveBeenCalledTimes(2);
  });
});
