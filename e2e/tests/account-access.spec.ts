import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { fillLogin, origin, PASSWORD, signIn } from '../support/personas';
import { atWidth, expectNoSidewaysScroll } from '../support/widths';

/** The second browser: a user agent of its own, so the first one can tell its session apart. */
// Two browsers, an axe scan each step and the batched audit rows: longer than the default.
test.describe.configure({ timeout: 90_000 });

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

async function openAccessPage(page: Page) {
  await page.goto(`${origin.main}/account/settings`);
  await page.getByRole('link', { name: 'See where you are signed in and who had access' }).click();
  await expect(page).toHaveURL(/\/account\/settings\/access$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in and access' })).toBeVisible();
}

test('a member signed in twice sees both sessions, ends the other, and the other browser is signed out (issue 15)', async ({
  browser,
}) => {
  const first = await browser.newContext();
  const second = await browser.newContext({ userAgent: FIREFOX_LINUX });
  const page = await first.newPage();
  const other = await second.newPage();
  await signIn(other, 'alex');
  await signIn(page, 'alex');

  await openAccessPage(page);
  const otherCard = page.getByRole('listitem').filter({ hasText: 'Firefox 128' });
  await expect(otherCard).toHaveCount(1);
  await expect(otherCard).toContainText('Linux, desktop');
  await expect(otherCard).toContainText('Evergreen Health & Dental');
  const current = page.getByRole('listitem').filter({ hasText: 'This browser' });
  await expect(current).toHaveCount(1);
  await expect(current.getByRole('link', { name: 'Log out' })).toBeVisible();
  await expectNoAxeViolations(page);

  await otherCard.getByRole('button', { name: 'End this session (Firefox 128 on Linux, desktop)' }).click();
  await expect(page.getByText('The session has ended.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Firefox 128' })).toHaveCount(0);

  // The other browser's next call is refused: it is sent to sign in again.
  await other.goto(`${origin.main}/account/settings`);
  await expect(other).toHaveURL(/\/login/);
  // This one goes on.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in and access' })).toBeVisible();

  await atWidth(page, 320);
  await expectNoSidewaysScroll(page);
  await first.close();
  await second.close();
});

test('a staff login-as session shows who is acting as whom on every page, with the way back (issue 15)', async ({
  page,
}) => {
  await page.goto(`${origin.main}/login`);
  await fillLogin(page, 'support', PASSWORD);
  await expect(page).toHaveURL(/\/login-as$/);
  await page.getByLabel('Subscriber ID').fill('M10020001');
  await page.getByRole('button', { name: 'Continue as subscriber' }).click();
  await expect(page).toHaveURL(/\/home$/);

  const banner = page.getByRole('region', { name: 'Support staff session' });
  await expect(banner).toHaveText(/support \(Support staff: any member\) is acting as Alex Rivera\./);
  await expectNoAxeViolations(page);

  // On another page too, and at 320 px it wraps without a sideways scroll.
  await page.goto(`${origin.main}/account/settings/access`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in and access' })).toBeVisible();
  await expect(banner).toBeVisible();
  await expect(
    page.getByText('Support staff may see these sessions but only the member can end them.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^End this session/ })).toHaveCount(0);
  await atWidth(page, 320);
  await expect(banner.getByRole('link', { name: 'Back to login-as' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await banner.getByRole('link', { name: 'Back to login-as' }).click();
  await expect(page).toHaveURL(/\/login-as$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login as anyone' })).toBeVisible();

  // The member then reads that visit on their own page (the audit rows are written in batches).
  const member = await page.context().browser()?.newPage();
  if (!member) throw new Error('no browser');
  await signIn(member, 'alex');
  await member.goto(`${origin.main}/account/settings/access`);
  const staff = member.getByRole('region', { name: 'Support staff who signed in as you' });
  await expect(async () => {
    await member.reload();
    await expect(staff.getByRole('listitem').first()).toContainText('Support staff: any member', {
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(staff.getByRole('listitem').first()).toContainText('Sign-in and access');
  await member.close();
});
