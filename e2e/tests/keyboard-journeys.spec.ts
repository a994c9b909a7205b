import { expect, type Page, test } from '@playwright/test';
import { arrowTo, expectFocusOnHeading, expectFocusVisible, tabTo } from '../support/keyboard';
import { origin, PASSWORD } from '../support/personas';

/**
 * Keyboard only (issue 17): alex signs in, uses the account menu, a benefits tier tab, the claims
 * filters, chooses jordan's primary care provider through the confirmation dialog, changes a
 * preference and logs out, never touching the mouse. Focus always shows, lands on the page heading
 * after each navigation, stays inside the dialog and comes back to the button that opened it.
 * In the member-changes project: jordan's provider and alex's preferences change here.
 */
test.setTimeout(180_000);

/** Opens a menu of the main navigation or the account menu, and a named item in it, by keyboard. */
async function openMenuItem(page: Page, menuButton: RegExp | string, item: RegExp | string) {
  await tabTo(page, page.getByRole('button', { name: menuButton }).first(), { back: true });
  await page.keyboard.press('Enter');
  const menuItem = page.getByRole('menu').getByRole('menuitem', { name: item });
  await expect(menuItem).toBeVisible();
  await arrowTo(page, menuItem);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
}

/** Sign in. */
async function signIn(page: Page) {
  await tabTo(page, page.getByLabel('Username'));
  await page.keyboard.type('alex');
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  await expectFocusOnHeading(page, /^Welcome/);
}

/** The account menu: arrows move, Enter opens the item. */
async function openAccountMenuItem(page: Page) {
  await openMenuItem(page, 'Account settings', 'Member information');
  await expect(page).toHaveURL(/\/account\/member-information$/);
  await expectFocusOnHeading(page, 'Member information');
}

/** A benefits tier tab: the arrow keys move between the tabs. */
async function switchBenefitsTab(page: Page) {
  await openMenuItem(page, /^Benefits/, 'Dental');
  await expect(page).toHaveURL(/\/benefits\/dental/);
  await expectFocusOnHeading(page, 'Dental benefits');
  const inNetwork = page.getByRole('tab', { name: 'In network' });
  await tabTo(page, inNetwork);
  await page.keyboard.press('ArrowRight');
  const outOfNetwork = page.getByRole('tab', { name: 'Out-of-network' });
  await expect(outOfNetwork).toBeFocused();
  await expect(outOfNetwork).toHaveAttribute('aria-selected', 'true');
  await expectFocusVisible(page);
}

/** The claims filters: a member chosen with the arrow keys, applied with Enter. */
async function filterClaimsByMember(page: Page) {
  await openMenuItem(page, /^Claims\/EOBs/, /^Claims$/);
  await expect(page).toHaveURL(/\/claims$/);
  await expectFocusOnHeading(page, 'Claims');
  const member = page.getByRole('combobox', { name: 'Member' });
  await tabTo(page, member);
  for (let press = 0; press < 5 && (await member.inputValue()) !== '2'; press++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(member).toHaveValue('2');
  await tabTo(page, page.getByRole('button', { name: 'Apply filters' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/suffix=2/);
  await expect(page.locator('.claims-list > li').first()).toContainText('Casey');
}

/** Primary care for jordan: the search form's error is announced on its field, then a search by ZIP code. */
async function searchJordansPrimaryCare(page: Page) {
  await openMenuItem(page, /^Find care/, 'Primary care');
  await expect(page).toHaveURL(/\/find-care\/primary-care$/);
  await expectFocusOnHeading(page, 'Primary care');
  const jordan = page.locator('section.pcp-member', { has: page.getByRole('heading', { name: /^Jordan / }) });
  await tabTo(page, jordan.getByRole('link', { name: /^Choose a provider/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/find-care\/primary-care\/1\/search/);
  await expectFocusOnHeading(page, /^Find a primary care provider for Jordan/);
  const zip = page.getByLabel('ZIP code');
  await tabTo(page, zip);
  await page.keyboard.type('9721');
  await page.keyboard.press('Enter');
  await expect(zip).toHaveAttribute('aria-invalid', 'true');
  await expect(zip).toHaveAccessibleDescription(/Enter a 5-digit ZIP code\./);
  await zip.focus();
  await page.keyboard.press('End');
  await page.keyboard.type('4');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^\d+ providers? within \d+ miles of 97214$/)).toBeVisible();
}

/** A provider chosen in the confirmation dialog, which keeps focus inside and gives it back on Escape. */
async function confirmProviderInDialog(page: Page) {
  const select = page.getByRole('button', { name: /^Select this provider/ }).first();
  await tabTo(page, select);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Confirm your primary care provider' });
  await expect(dialog).toBeVisible();
  // Focus is trapped: Tab after Tab it never leaves the dialog.
  for (let press = 0; press < 8; press++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await expectFocusVisible(page);
  // Escape closes it and focus returns to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(select).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Confirm selection' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/find-care\/primary-care\/1$/);
  await expect(
    page.getByRole('status').filter({ hasText: /is now the primary care provider for Jordan/ }),
  ).toBeVisible();
}

/** A preference changed and saved. */
async function changeAPreference(page: Page) {
  await openMenuItem(page, 'Account settings', 'Settings');
  await expect(page).toHaveURL(/\/account\/settings$/);
  await expectFocusOnHeading(page, /Settings/);
  await tabTo(page, page.getByRole('button', { name: 'Edit Communication preferences' }));
  await page.keyboard.press('Enter');
  const choice = page.locator('form input[type=checkbox], form input[type=radio]').first();
  await tabTo(page, choice);
  const before = await choice.isChecked();
  const isRadio = (await choice.getAttribute('type')) === 'radio';
  await page.keyboard.press(isRadio ? 'ArrowDown' : 'Space');
  if (!isRadio) expect(await choice.isChecked()).toBe(!before);
  await tabTo(page, page.getByRole('button', { name: 'Save preferences' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Successfully updated preferences')).toBeVisible();
}

/** Log out from the account menu. */
async function logOut(page: Page) {
  await tabTo(page, page.getByRole('button', { name: 'Account settings' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login/);
}

test('alex, keyboard only: sign in, account menu, benefits tab, claims filter, primary care, preferences, log out', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${origin.main}/login`);

  await signIn(page);
  await openAccountMenuItem(page);
  await switchBenefitsTab(page);
  await filterClaimsByMember(page);
  await searchJordansPrimaryCare(page);
  await confirmProviderInDialog(page);
  await changeAPreference(page);
  await logOut(page);
});
