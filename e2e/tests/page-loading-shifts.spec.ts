import { expect, type Page, test } from '@playwright/test';
import { chunkOf } from '../support/build-chunks';
import { holdRoute } from '../support/hold-route';
import { cumulativeLayoutShift } from '../support/layout-shift';
import { origin, signIn } from '../support/personas';
import { withoutServerRendering } from '../support/server-rendering';

/** Lighthouse's phone (mobile preset), where the issue 16 measurements saw the footer pushed out. */
const PHONE = { width: 412, height: 823 } as const;

/**
 * Issue 16, CLS: each page rendered a short loading state with the footer in view, then its data pushed
 * the footer out (and /contact-us, signed in, rendered the member menus' row above the page when the
 * member shell came). What each page waits for is held, so its loading state is seen for certain.
 */
const pages: ReadonlyArray<{ path: string; title: string; held: string }> = [
  // The member shell (menus, site map) loads after the public page's own chunk.
  { path: '/contact-us', title: 'Contact us', held: chunkOf('src/app/member-area.tsx') },
  // The menu's gate waits for GET shell (a spinner), then the page for its own calls (a skeleton).
  { path: '/find-care/primary-care', title: 'Primary care', held: '**/api/**' },
  { path: '/id-card', title: 'ID cards', held: '**/api/**' },
  { path: '/benefits/programs', title: 'Programs', held: '**/api/**' },
];

const loading = (page: Page) =>
  page.locator('main [aria-busy="true"], main > .spinner, main > .member-frame-loading');

const footerTop = async (page: Page) => (await page.getByRole('contentinfo').boundingBox())?.y ?? 0;

for (const { path, title, held } of pages) {
  test(`alex: ${path} loads on a phone without moving what is on screen (issue 16, CLS)`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, 'alex');
    // The browser's loading states: /id-card and /benefits/programs are otherwise sent server-rendered.
    await withoutServerRendering(page);
    const { release } = await holdRoute(page, held);
    await page.goto(`${origin.main}${path}`, { waitUntil: 'commit' });
    await expect(loading(page).first()).toBeVisible();
    // While the page loads, its place reaches below the fold: the footer is not rendered in view.
    expect(await footerTop(page)).toBeGreaterThanOrEqual(PHONE.height);
    release();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(title, 'i') })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(loading(page)).toHaveCount(0);
    expect(await cumulativeLayoutShift(page)).toBe(0);
    await page.unrouteAll();
  });
}
