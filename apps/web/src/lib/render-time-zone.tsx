import { createContext, type ReactNode, use, useSyncExternalStore } from 'react';
import { namedTimeZone, unchanging } from './session';
import { browserTimeZone } from './time-zone';

/** A server render's time zone: the one the member's browser named (null: none). */
export interface RenderTimeZone {
  readonly timeZone: string | null;
}

/**
 * The zone a page is rendered in when the browser named none (its cookie is written at sign-in, so
 * rarely): the same on the server and while the browser hydrates, then the browser's own.
 */
const UNNAMED_ZONE = 'UTC';

const RenderTimeZoneContext = createContext<RenderTimeZone | null>(null);

/** Gives a server render the time zone of its request (entry.server.tsx); the browser has none. */
export function RenderTimeZoneProvider({ value, children }: { value: RenderTimeZone; children: ReactNode }) {
  return <RenderTimeZoneContext value={value}>{children}</RenderTimeZoneContext>;
}

/**
 * The time zone a member's times are shown in: the browser's own; in a server render, the one the
 * member's browser named for that request, so the page is rendered as that browser renders it
 * (issue 16), else UTC.
 */
export function useDisplayTimeZone(): string {
  const rendering = use(RenderTimeZoneContext);
  // While a server-rendered page is hydrated, the zone it was rendered in (the one its cookie names);
  // then the browser's own, which React renders again with when it differs (a browser taken elsewhere).
  return useSyncExternalStore(
    unchanging,
    browserTimeZone,
    () => (rendering === null ? namedTimeZone() : rendering.timeZone) ?? UNNAMED_ZONE,
  );
}
