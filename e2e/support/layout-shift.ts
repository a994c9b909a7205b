import type { Page } from '@playwright/test';

/**
 * The page's cumulative layout shift so far (shifts right after input excluded), as the browser's
 * Layout Instability API reports it. Below 0.1 is "good" by the Core Web Vitals.
 */
export function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

/** One layout shift the browser reported: its score, when, and the elements that moved. */
export interface LayoutShift {
  readonly value: number;
  readonly at: number;
  readonly moved: readonly string[];
}

/**
 * The page's layout shifts so far (those right after input excluded), each with what moved, so a
 * journey that finds one says where it was.
 */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(
    () =>
      new Promise<LayoutShift[]>((resolve) => {
        const shifts: LayoutShift[] = [];
        const describe = (node: Node | null) => {
          if (!(node instanceof Element)) return node?.nodeName ?? '?';
          const classes = [...node.classList].map((name) => `.${name}`).join('');
          return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes}`;
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: readonly { node: Node | null }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            shifts.push({
              value: entry.value,
              at: Math.round(entry.startTime),
              moved: (entry.sources ?? []).map((source) => describe(source.node)),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(shifts), 300);
      }),
  );
}
