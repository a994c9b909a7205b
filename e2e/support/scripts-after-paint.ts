import type { Page } from '@playwright/test';

/**
 * The page's scripts its browser began to fetch before the page first painted (issue 37, LCP): none
 * should be, as Lighthouse's simulation counts such a script as holding the paint up
 * (apps/web/src/lib/scripts-after-paint.server.ts). Read once the page is hydrated, from the browser's
 * own paint and resource timings.
 */
export function scriptsFetchedBeforeFirstPaint(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-paint')[0];
    if (paint === undefined) return ['(no first paint recorded)'];
    return performance
      .getEntriesByType('resource')
      .filter((entry) => /\.js(\?|$)/.test(new URL(entry.name).pathname) && entry.startTime < paint.startTime)
      .map((entry) => new URL(entry.name).pathname);
  });
}
