import { createContext, use, useSyncExternalStore } from 'react';

export type SlotName = 'header' | 'alerts' | 'bar' | 'footer';

/**
 * Places in the shell's landmarks that the lazily loaded member navigation fills through portals:
 * the header, the global alert area, the phone bar and the footer. The sign-in pages load none of
 * the member navigation (docs/decisions/003, the /login budget).
 */
export type ShellSlots = Readonly<Record<SlotName, HTMLElement | null>>;

export const NO_SLOTS: ShellSlots = { header: null, alerts: null, bar: null, footer: null };

/** What the member navigation reads the places from (the shell's store, `app-shell.tsx`). */
export interface ShellSlotSource {
  readonly get: () => ShellSlots;
  readonly subscribe: (listener: () => void) => () => void;
}

export const ShellSlotsContext = createContext<ShellSlotSource>({
  get: () => NO_SLOTS,
  subscribe: () => () => {},
});

/**
 * The shell's places. While React hydrates a server-rendered page, none, as in its HTML (a portal
 * there would not match it); then each as it comes.
 */
export function useShellSlots(): ShellSlots {
  const store = use(ShellSlotsContext);
  return useSyncExternalStore(store.subscribe, store.get, () => NO_SLOTS);
}
