import type { Page } from '@playwright/test';

/**
 * The page's cumulative layout shift so far (shifts right after input excluded), as the browser's
 * Layout Instability API reports it. Below 0.1 is "good" by the Core Web Vitals. With `since` (a
 * `layoutShiftMark`), only the shifts after it: after a client-side navigation made without a click,
 * what moved once the page showed its loading state, not the swap of pages a member's click causes
 * (which the browser counts as right after input).
 */
export function cumulativeLayoutShift(page: Page, since = 0): Promise<number> {
  return page.evaluate(
    (from) =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput && entry.startTime >= from) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
    since,
  );
}

/** The page's clock now, for `cumulativeLayoutShift(page, since)`. */
export function layoutShiftMark(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/** One layout shift the browser reported: its score, when, and the elements that moved. */
export interface LayoutShift {
  readonly value: number;
  readonly at: number;
  readonly moved: readonly string[];
}

/**
 * The page's layout shifts so far (those right after input excluded), each with what moved, so a
 * journey that finds one says where it was. With `since` (a `layoutShiftMark`), only those after it,
 * as for `cumulativeLayoutShift`.
 */
export function layoutShifts(page: Page, since = 0): Promise<LayoutShift[]> {
  return page.evaluate(
    (from) =>
      new Promise<LayoutShift[]>((resolve) => {
        const shifts: LayoutShift[] = [];
        const describeElement = (node: Element) => {
          const classes = [...node.classList].map((name) => `.${name}`).join('');
          return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes}`;
        };
        // A text that moved is named with its words and its element: "#text" alone said nowhere (CI).
        const describe = (node: Node | null) => {
          if (node instanceof Element) return describeElement(node);
          if (node?.nodeType !== Node.TEXT_NODE) return node?.nodeName ?? '?';
          const words = (node.textContent ?? '').trim().slice(0, 40);
          return `"${words}" in ${node.parentElement ? describeElement(node.parentElement) : '?'}`;
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: readonly { node: Node | null }[];
          })[]) {
            if (entry.hadRecentInput || entry.startTime < from) continue;
            shifts.push({
              value: entry.value,
              at: Math.round(entry.startTime),
              moved: (entry.sources ?? []).map((source) => describe(source.node)),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(shifts), 300);
      }),
    since,
  );
}
