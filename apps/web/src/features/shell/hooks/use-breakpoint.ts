import { type Breakpoint, getBreakpoint } from '@dash/domain';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The current breakpoint of document 1 §9 (phone, tablet, desktop), following the window's width. */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, () => getBreakpoint(window.innerWidth));
}
