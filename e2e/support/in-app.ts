import { expect, type Page } from '@playwright/test';

/**
 * Opens `path` inside the running app, as its own links do (the router follows the history), so a
 * signed-in page moves on without reloading the bundle and the shell: the scans stay quick.
 */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    // The shell moves focus off the body when a navigation completes (use-navigation-effects.ts).
    (document.activeElement as HTMLElement | null)?.blur();
    const state = (window.history.state ?? {}) as { idx?: number };
    const idx = (state.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: `scan${idx}`, idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await expect
    .poll(() => page.evaluate(() => document.activeElement !== document.body), {
      message: `the navigation to ${path} completes`,
    })
    .toBe(true);
}

/** The page has rendered its data: its heading is shown and no skeleton, overlay or spinner is left. */
export async function settle(page: Page, { spinner = true }: { spinner?: boolean } = {}) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(
    page.locator(spinner ? '.skeleton, .loading-overlay, .spinner' : '.skeleton, .loading-overlay'),
  ).toHaveCount(0);
}
