import { BREAKPOINTS, type Breakpoint, breakpointWhere } from '@dash/domain';
import { useSyncExternalStore } from 'react';

const queries = new Map<number, MediaQueryList>();

/**
 * Whether the window is at least `minWidthPx` wide, as a media query: read without the layout that
 * `window.innerWidth` forces (10 ms and more in the task after a server-rendered page's hydration, issue 16,
 * TBT), and heard from only when the width crosses it.
 */
function atLeast(minWidthPx: number): MediaQueryList {
  let query = queries.get(minWidthPx);
  if (!query) {
    query = window.matchMedia(`(min-width: ${minWidthPx}px)`);
    queries.set(minWidthPx, query);
  }
  return query;
}

function subscribe(onChange: () => void): () => void {
  const starts = Object.values(BREAKPOINTS);
  for (const start of starts) atLeast(start).addEventListener('change', onChange);
  return () => {
    for (const start of starts) atLeast(start).removeEventListener('change', onChange);
  };
}

const getSnapshot = () => breakpointWhere((minWidthPx) => atLeast(minWidthPx).matches);

/**
 * What a page the server renders (issue 16) and the browser's hydration of it assume: the server knows
 * no window. The menus it would change are not in such a page (they are portalled in after), and
 * React renders with the window's own breakpoint straight after hydrating.
 */
const SERVER_BREAKPOINT: Breakpoint = 'phone';

/** The current breakpoint of document 1 §9 (phone, tablet, desktop), following the window's width. */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, getSnapshot, () => SERVER_BREAKPOINT);
}
