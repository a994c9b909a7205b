import { type Breakpoint, getBreakpoint } from '@dash/domain';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * What a page the server draws (issue 16) and the browser's hydration of it assume: the server knows
 * no window. The menus it would change are not in such a page (they are portalled in after), and
 * React draws with the window's own breakpoint straight after hydrating.
 */
const SERVER_BREAKPOINT: Breakpoint = 'phone';

/** The current breakpoint of document 1 §9 (phone, tablet, desktop), following the window's width. */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(
    subscribe,
    () => getBreakpoint(window.innerWidth),
    () => SERVER_BREAKPOINT,
  );
}
