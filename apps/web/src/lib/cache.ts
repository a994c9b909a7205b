import { getCacheKey } from '@dash/domain';

const stores = new Set<Map<string, Promise<unknown>>>();

/**
 * The cached data call of document 1 §8: one stored answer per argument set (strings, numbers and
 * dates; any other argument throws). A failed call is not kept, so the next one asks again.
 */
export function cached<A extends unknown[], R>(name: string, call: (...args: A) => Promise<R>) {
  const store = new Map<string, Promise<R>>();
  stores.add(store);
  return (...args: A): Promise<R> => {
    const key = getCacheKey(name, args);
    const hit = store.get(key);
    if (hit) return hit;
    const pending = call(...args);
    store.set(key, pending);
    pending.catch(() => {
      if (store.get(key) === pending) store.delete(key);
    });
    return pending;
  };
}

/** Forgets every stored answer (logout, document 1 §4). */
export function clearCache(): void {
  for (const store of stores) store.clear();
}
