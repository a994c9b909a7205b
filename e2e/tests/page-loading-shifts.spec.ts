import { expect, type Page, test } from '@playwright/test';
import { holdRoute } from '../support/hold-route';
import { layoutShiftMark, layoutShifts } from '../support/layout-shift';
import { signIn } from '../support/personas';
import { followInApp, startInApp } from '../support/server-rendering';

/** Lighthouse's phone (mobile preset), where the issue 16 measurements saw the footer pushed out. */
const PHONE = { width: 412, height: 823 } as const;

/**
 * Issue 16, CLS: each page rendered a short loading state with the footer in view, then its data pushed
 * the footer out. What each page waits for is held, so its loading state is seen for certain. A member
 * page shows its loading states when a member reaches it in the app: opened afresh it is server-rendered
 * with its data (and /contact-us, signed in, with the member's shell, whose menus' row once arrived above
 * the page: member-first-paint.spec.ts holds that nothing moves as it is hydrated).
 */
const pages: ReadonlyArray<{ path: string; title: string; held: string }> = [
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
    // The browser's loading states: a member page as a member reaches it from a page without the
    // member's shell, so the menus load too (the menu's gate, then the page).
    await startInApp(page);
    const { release } = await holdRoute(page, held);
    await followInApp(page, path);
    await expectStillWhileLoading(page, title, release);
  });
}

/** The page's loading state reaches below the fold, and nothing moves when `release` lets its data in. */
async function expectStillWhileLoading(page: Page, title: string, release: () => void) {
  await expect(loading(page).first()).toBeVisible();
  // While the page loads, its place reaches below the fold: the footer is not rendered in view.
  expect(await footerTop(page)).toBeGreaterThanOrEqual(PHONE.height);
  // What moved from the loading state on (the swap of pages is the member's click's).
  const shown = await layoutShiftMark(page);
  release();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(title, 'i') })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(loading(page)).toHaveCount(0);
  expect(await layoutShifts(page, shown)).toEqual([]);
  await page.unrouteAll();
}
