import { expect, type Locator, type Page } from '@playwright/test';

/** The focused element shows a focus indicator: an outline, a ring drawn as a shadow, or React Aria's mark. */
export async function expectFocusVisible(page: Page) {
  const shown = await page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return false;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none' || element.matches('[data-focus-visible]');
  });
  expect(shown, 'the focused element shows where focus is').toBe(true);
}

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; then focus shows. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  for (let press = 0; press < max; press++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) break;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
  await expectFocusVisible(page);
}

/** Presses an arrow key until `target` has focus (a menu's items, a radio group). */
export async function arrowTo(page: Page, target: Locator, key = 'ArrowDown', max = 15) {
  for (let press = 0; press < max; press++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) break;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** After a navigation focus lands on the new page's heading (issue 17). */
export async function expectFocusOnHeading(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
}
