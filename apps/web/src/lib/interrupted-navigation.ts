import { use, useEffect } from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext } from 'react-router';

const KEY = 'navigation_left';
/** A reload this soon after the page was left mid-navigation is the router's own (below), not the member's. */
const RESUME_WITHIN_MS = 10_000;

const here = () => `${window.location.pathname}${window.location.search}`;

/**
 * Remembers, as the page is left, a navigation still under way. React Router loads the page afresh when
 * a route's file fails to load during a navigation (a dropped connection, a deploy that replaced it),
 * at the address the navigation left from, not the one it was going to: a member who had just signed
 * in would be back on /login (issue 36). `resumeInterruptedNavigation` takes them on.
 */
export function useRememberedNavigation(): void {
  // The router's own state, as it is when the page is left: a render with the navigation under way may
  // not have committed yet (React Router renders its state in a transition), the reload comes at once.
  const router = use(DataRouterContext)?.router;
  useEffect(() => {
    const remember = () => {
      const target = router?.state.navigation.location;
      if (!target) return;
      // Three lines: where it left from, where it was going, when. No address holds a line break.
      sessionStorage.setItem(KEY, `${here()}\n${target.pathname}${target.search}\n${Date.now()}`);
    };
    window.addEventListener('pagehide', remember);
    return () => window.removeEventListener('pagehide', remember);
  }, [router]);
}

/**
 * On a reload of the page a navigation left from moments ago, goes where it was going (true); else
 * false. Read once: the next load starts clean.
 */
export function resumeInterruptedNavigation(go: (to: string) => void): boolean {
  const stored = sessionStorage.getItem(KEY);
  if (stored === null) return false;
  sessionStorage.removeItem(KEY);
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const [from, to = '', at] = stored.split('\n');
  const resumes =
    entry?.type === 'reload' &&
    from === here() &&
    /^\/(?![/\\])/.test(to) &&
    Date.now() - Number(at) < RESUME_WITHIN_MS;
  if (resumes) go(to);
  return resumes;
}
