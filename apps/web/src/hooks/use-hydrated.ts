import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is the server's HTML (its render, and the hydration that takes it over), true
 * once React owns the page; true at once when the browser renders the page itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
