import { expect, type Page } from '@playwright/test';

/** The widths issue 9 checks every screen at: phone, large phone, tablet, small and large desktop. */
export const WIDTHS = [320, 390, 768, 1024, 1366] as const;

export async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
}

/** Once the page has settled at its width (the menus follow the breakpoint), nothing scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: 'the page scrolls sideways',
    })
    .toBeLessThanOrEqual(0);
}
