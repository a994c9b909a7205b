import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * On each completed navigation (document 1 §2): scroll to the top and take focus off the control that
 * navigated, moving it to the main landmark so a screen reader starts at the new page. The first
 * page load keeps the browser's own focus order (the skip link stays the first stop).
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
    main.current?.focus({ preventScroll: true });
  }, [key, main]);
}
