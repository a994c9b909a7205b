import { expect, type Page, test } from '@playwright/test';
import { paths } from '../../apps/web/src/config/paths';
import { openInApp, settle } from '../support/in-app';
import { signIn } from '../support/personas';

/**
 * Everyday accessibility of the main pages (issue 17), from one signed-in page (alex) that moves
 * within the app: reflow at 320 px and text at 200 % without sideways scrolling or anything cut
 * off; the print stylesheet leaves the shell off; reduced motion ends every animation.
 */
const MAIN_PAGES = [
  { name: 'home', path: paths.home },
  { name: 'benefits category', path: paths.benefitsMedical },
  { name: 'claims', path: paths.claims },
  { name: 'find care', path: paths.primaryCare },
  { name: 'account', path: paths.accountSummary },
  { name: 'ID card', path: paths.idCard },
] as const;
const PRINTED = ['benefits category', 'claims', 'ID card'];

let page: Page;
test.describe.configure({ timeout: 60_000 });

test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(page, 'alex');
});

test.afterAll(async () => {
  await page.context().close();
});

/**
 * What does not fit: the page's sideways scroll, and each shown element of main that reaches past
 * the window or whose content a clipping box hides (a box that scrolls its overflow is allowed).
 */
async function whatDoesNotFit(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    const scroll = document.documentElement.scrollWidth - width;
    if (scroll > 0) found.push(`the page scrolls sideways by ${scroll} px`);
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ').join('.')}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    for (const element of document.querySelectorAll('main *')) {
      if (element.closest('.visually-hidden, [hidden], [aria-hidden="true"]')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right > width + 1)
        found.push(`${name(element)} reaches ${Math.round(box.right - width)} px past the window`);
      const style = getComputedStyle(element);
      const clips = ['hidden', 'clip'].includes(style.overflowX) && style.textOverflow !== 'ellipsis';
      if (clips && element.scrollWidth > element.clientWidth + 1)
        found.push(`${name(element)} cuts off its content`);
    }
    return found;
  });
}

for (const { name, path } of MAIN_PAGES) {
  test(`${name}: reflows at 320 px and holds text at 200 %`, async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openInApp(page, path);
    await settle(page);
    await page.setViewportSize({ width: 320, height: 800 });
    await settle(page);
    // Polled: the menus follow the breakpoint a moment after the window narrows.
    await expect.poll(() => whatDoesNotFit(page), { message: `at 320 px on ${path}` }).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 900 });
    // Text at 200 %: the root size every rem of the design is measured from, doubled.
    await page.evaluate(() => {
      document.documentElement.style.fontSize = 'calc(var(--font-size-root) * 2)';
    });
    try {
      await settle(page);
      await expect.poll(() => whatDoesNotFit(page), { message: `with text at 200 % on ${path}` }).toEqual([]);
    } finally {
      await page.evaluate(() => document.documentElement.style.removeProperty('font-size'));
    }

    if (PRINTED.includes(name)) {
      // Printed, the page is its content: no header, menus, phone bar or footer.
      await page.emulateMedia({ media: 'print' });
      try {
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.getByRole('banner')).toBeHidden();
        await expect(page.getByRole('contentinfo')).toBeHidden();
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
        await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeHidden();
      } finally {
        await page.emulateMedia({ media: null });
      }
      await expect(page.getByRole('banner')).toBeVisible();
    }
  });
}

test('reduced motion: the snackbar, spinner and skeleton stop animating, every transition ends at once', async () => {
  /** The animation and transition of a snackbar (shown and hiding), a spinner and a skeleton. */
  const motion = () =>
    page.evaluate(() => {
      const classes = ['snackbar', 'snackbar snackbar--hiding', 'spinner__wheel', 'skeleton', 'button'];
      return classes.map((className) => {
        const element = document.createElement('div');
        element.className = className;
        document.body.append(element);
        const style = getComputedStyle(element);
        const seconds = (value: string) =>
          Math.max(...value.split(',').map((part) => Number.parseFloat(part)));
        const result = {
          className,
          animation: style.animationName === 'none' ? 0 : seconds(style.animationDuration),
          runs: style.animationIterationCount,
          transition: seconds(style.transitionDuration),
        };
        element.remove();
        return result;
      });
    });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const moving = await motion();
  // Without the preference the snackbar slides in and out (the test can tell motion apart).
  expect(moving.find((row) => row.className === 'snackbar')?.animation).toBeGreaterThan(0.1);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    for (const row of await motion()) {
      expect(row.animation, `${row.className} animation`).toBeLessThan(0.001);
      expect(row.transition, `${row.className} transition`).toBeLessThan(0.001);
      if (row.animation > 0) expect(row.runs, `${row.className} repeats`).toBe('1');
    }
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
});
