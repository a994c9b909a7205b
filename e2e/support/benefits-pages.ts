import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { atWidth, expectNoSidewaysScroll } from './widths';

/**
 * Every benefits page (issue 11): axe clean at desktop width and at phone width (390 px), with no
 * sideways scroll at 390 or 320 px; left at desktop width.
 */
export async function checkBenefitsPage(page: Page) {
  await expectNoAxeViolations(page);
  await atWidth(page, 390);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await atWidth(page, 320);
  await expectNoSidewaysScroll(page);
  await atWidth(page, 1366);
}

/** The titles of the Benefits submenu in the main navigation (document 2 §6). */
export async function benefitsMenu(page: Page): Promise<string[]> {
  await atWidth(page, 1366);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: /Benefits/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const titles = (await menu.getByRole('menuitem').allTextContents()).map((title) => title.trim());
  await page.keyboard.press('Escape');
  return titles;
}

export async function openFromBenefitsMenu(page: Page, title: string) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: /Benefits/ }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: title, exact: true }).click();
}
