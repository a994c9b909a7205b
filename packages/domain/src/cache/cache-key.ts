export const CACHE_ARGUMENT_ERROR = 'Cache only supports string, number, and date arguments';

/**
 * The key a cached data call is stored under, one per argument set (document 1 §8).
 * Any argument other than a string, number or date throws.
 */
export function getCacheKey(name: string, args: readonly unknown[]): string {
  const parts = args.map((arg) => {
    if (typeof arg === 'string') return `s:${arg}`;
    if (typeof arg === 'number') return `n:${arg}`;
    if (arg instanceof Date) return `d:${arg.toISOString()}`;
    throw new Error(CACHE_ARGUMENT_ERROR);
  });
  return JSON.stringify([name, ...parts]);
}
