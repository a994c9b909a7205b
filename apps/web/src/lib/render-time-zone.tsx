import { createContext, type ReactNode, use, useSyncExternalStore } from 'react';
import { namedTimeZone, unchanging } from './session';
import { browserTimeZone } from './time-zone';

/** A server render's time zone: the one the member's browser named (null: none), and whether the page asked. */
export interface RenderTimeZone {
  readonly timeZone: string | null;
  showedTimes: boolean;
}

const RenderTimeZoneContext = createContext<RenderTimeZone | null>(null);

/** Gives a server render the time zone of its request (entry.server.tsx); the browser has none. */
export function RenderTimeZoneProvider({ value, children }: { value: RenderTimeZone; children: ReactNode }) {
  return <RenderTimeZoneContext value={value}>{children}</RenderTimeZoneContext>;
}

/**
 * The time zone a member's times are shown in: the browser's own; in a server render, the one the
 * member's browser named for that request, so the page is rendered as that browser renders it
 * (issue 16). A render notes that it showed times: without a named zone it is left to the browser.
 */
export function useDisplayTimeZone(): string {
  const rendering = use(RenderTimeZoneContext);
  if (rendering !== null) rendering.showedTimes = true;
  // While a server-rendered page is hydrated, the zone it was rendered in (the one its cookie names);
  // then the browser's own, which React renders again with when it differs (a browser taken elsewhere).
  return useSyncExternalStore(
    unchanging,
    browserTimeZone,
    () => rendering?.timeZone ?? namedTimeZone() ?? browserTimeZone(),
  );
}
