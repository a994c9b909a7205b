import type { Page } from '@playwright/test';

/** Counts, from before the next page's first byte, every element holding an h1 that leaves the page. */
export async function watchHeadingRemovals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = window as unknown as { headingsRemoved: number };
    seen.headingsRemoved = 0;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.matches('h1') || node.querySelector('h1')))
            seen.headingsRemoved++;
    }).observe(document, { subtree: true, childList: true });
  });
}

/** How many elements holding an h1 left the page since `watchHeadingRemovals` (a server-rendered page hydrated in place: none). */
export const headingsRemoved = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { headingsRemoved: number }).headingsRemoved);
