import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { type BrandHost, fillLogin, origin, PASSWORD } from '../support/personas';
import { atWidth, expectNoSidewaysScroll, WIDTHS } from '../support/widths';

/**
 * Issue 9: the mid-login screens offer "Log out", which ends the temporary session, at every width.
 * In the first-sign-ins project (playwright.config.ts), named to sort before prompts-and-password.spec.ts:
 * pat and parker must still have their prompts to answer (one database for every spec), and that journey
 * answers them.
 */
test.describe.configure({ timeout: 240_000 });

const midLogin: Array<{ username: string; brand: BrandHost; url: RegExp; after: RegExp }> = [
  { username: 'taylor', brand: 'main', url: /\/group-selection$/, after: /\/login\?loggedOut=true$/ },
  { username: 'pat', brand: 'main', url: /\/update-preferences$/, after: /\/login\?loggedOut=true$/ },
  { username: 'support', brand: 'main', url: /\/login-as$/, after: /\/login\?loggedOut=true$/ },
  { username: 'mastaff', brand: 'medicare', url: /\/login-as$/, after: /\/login\?loggedOut=true$/ },
  // The partner brand stays on /logout after logging out (document 1 §2).
  { username: 'parker', brand: 'partner', url: /\/registration-policies$/, after: /\/logout$/ },
];

for (const { username, brand, url, after } of midLogin) {
  test(`mid-login, ${username} (${brand}) is offered Log out, which ends the temporary session`, async ({
    page,
  }) => {
    await atWidth(page, 390);
    await page.goto(`${origin[brand]}/login`);
    await fillLogin(page, username, PASSWORD);
    await expect(page).toHaveURL(url);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    for (const width of WIDTHS) {
      await atWidth(page, width);
      await expect(banner.getByRole('link', { name: 'Log out' })).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
    await expectNoAxeViolations(page);
    const logout = page.waitForResponse((response) => response.url().endsWith('/api/logout'));
    await banner.getByRole('link', { name: 'Log out' }).click();
    expect((await logout).status()).toBe(204);
    await expect(page).toHaveURL(after);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  });
}
