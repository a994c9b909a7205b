import { createContext, use } from 'react';

/**
 * Places in the shell's landmarks that the lazily loaded member navigation fills through portals:
 * the header, the global alert area, the phone bar and the footer. The sign-in pages load none of
 * the member navigation (docs/decisions/003, the /login budget).
 */
export interface ShellSlots {
  readonly header: HTMLElement | null;
  readonly alerts: HTMLElement | null;
  readonly bar: HTMLElement | null;
  readonly footer: HTMLElement | null;
}

export const ShellSlotsContext = createContext<ShellSlots>({
  header: null,
  alerts: null,
  bar: null,
  footer: null,
});

export function useShellSlots(): ShellSlots {
  return use(ShellSlotsContext);
}
