import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a page that is still loading its chunk or data may take to draw its heading. */
const HEADING_WAIT_MS = 10_000;

/** Focuses the page's h1 (made focusable by script only), keeping the view where it is. */
function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * On each completed navigation (document 1 §2; issue 17): scroll to the top and take focus off the
 * control that navigated, moving it to the new page's heading (its h1) so a screen reader starts
 * with the page's name. Until a page that is still loading draws its h1, focus waits on the main
 * landmark; the heading takes it when it comes, unless the member has moved focus meanwhile. The
 * first page load keeps the browser's own focus order (the skip link stays the first stop).
 */
export function useNavigationEffects(main: RefObject<HTMLElement | null>): void {
  const { key } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    void key;
    if (first.current) {
      first.current = false;
      return;
    }
    (document.scrollingElement ?? document.documentElement).scrollTop = 0;
    const region = main.current;
    if (!region) return;
    const heading = region.querySelector<HTMLElement>('h1');
    if (heading) {
      focusHeading(heading);
      return;
    }
    region.focus({ preventScroll: true });
    const observer = new MutationObserver(() => {
      const drawn = region.querySelector<HTMLElement>('h1');
      if (!drawn) return;
      stop();
      if (document.activeElement === region || document.activeElement === document.body) focusHeading(drawn);
    });
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(region, { childList: true, subtree: true });
    return stop;
  }, [key, main]);
}
