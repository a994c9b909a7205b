import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a page that is still loading its chunk or data may take to render its heading. */
const HEADING_WAIT_MS = 10_000;

/** Focuses the page's h1 (made focusable by script only), keeping the view where it is. */
function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * On each completed navigation (document 1 §2; issue 17): scroll to the top and take focus off the
 * control that navigated, moving it to the new page's heading (its h1) so a screen reader starts
 * with the page's name. A page still loading renders its h1 later, or renders it again once its data
 * has come: until then focus waits on the main landmark, and the heading takes it whenever focus is
 * left nowhere, until the member presses a key or the pointer (or 10 s pass). The first page load
 * keeps the browser's own focus order (the skip link stays the first stop).
 */
export function useNavigationEffects(main: RefObject<HTMLElement | null>): void {
  const { key } = useLocation();
  // The first page's address, until the first navigation: its effect may run twice (React's strict
  // mode), and on a page the server rendered, the heading is not yet React's to change.
  const firstKey = useRef<string | null>(key);
  useEffect(() => {
    if (key === firstKey.current) return;
    firstKey.current = null;
    (document.scrollingElement ?? document.documentElement).scrollTop = 0;
    const region = main.current;
    if (!region) return;
    const toHeading = () => {
      const heading = region.querySelector<HTMLElement>('h1');
      const active = document.activeElement;
      const adrift = active === null || active === document.body || active === region;
      if (heading && adrift) focusHeading(heading);
    };
    region.focus({ preventScroll: true });
    toHeading();
    const observer = new MutationObserver(toHeading);
    observer.observe(region, { childList: true, subtree: true });
    const timer = setTimeout(stop, HEADING_WAIT_MS);
    document.addEventListener('keydown', stop, true);
    document.addEventListener('pointerdown', stop, true);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener('keydown', stop, true);
      document.removeEventListener('pointerdown', stop, true);
    }
    return stop;
  }, [key, main]);
}
