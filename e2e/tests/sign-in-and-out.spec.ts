import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { fillLogin, origin, PASSWORD, signIn } from '../support/personas';

test('alex signs in, sees the welcome banner, logs out and sees the success banner', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await fillLogin(page, 'alex', PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: /Alex/ })).toBeVisible();
  const welcome = page.getByRole('region', { name: 'Welcome, Alex' });
  await expect(welcome.getByText('Subscriber ID')).toBeVisible();
  await expect(welcome.getByText(/^[A-Za-z\d]{9,10}$/)).toBeVisible();
  await expectNoAxeViolations(page);

  const cookies = await page.context().cookies();
  const access = cookies.find((cookie) => cookie.name === 'access_token');
  expect(access?.sameSite).toBe('Strict');
  expect(access?.secure).toBe(true);

  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('You have logged out successfully.')).toBeVisible();
  await expectNoAxeViolations(page);
  expect((await page.context().cookies()).filter((cookie) => cookie.name.endsWith('_token'))).toEqual([]);
  expect(await page.evaluate(() => window.localStorage.length + window.sessionStorage.length)).toBe(0);

  // The session is revoked: going back to /home asks for a sign-in again.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login/);
});

test('signs in with the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  await page.keyboard.press('Tab'); // skip link
  await page.keyboard.press('Tab');
  let guard = 0;
  while (
    !(await page.getByLabel('Username').evaluate((el) => el === document.activeElement)) &&
    guard++ < 10
  ) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.type('jordan');
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: /Jordan/ })).toBeVisible();
});

test('a wrong password counts down the attempts and the fifth locks the account', async ({ page }) => {
  await page.goto('/login');
  for (const remaining of [4, 3, 2, 1]) {
    await fillLogin(page, 'finley', 'not-the-password-1');
    await expect(
      page.getByText(`Username and/or password unrecognized. You have ${remaining} attempt(s) remaining.`),
    ).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Forgot username?' }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await fillLogin(page, 'finley', 'not-the-password-1');
  await expect(
    page.getByText(
      'Your account is locked due to too many login attempts. To unlock, please Contact Customer Service.',
    ),
  ).toBeVisible();
  await fillLogin(page, 'finley', PASSWORD);
  await expect(page.getByText(/Your account is locked/)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('blake, whose account is locked, sees ACCOUNT_LOCKED', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, 'blake', PASSWORD);
  await expect(
    page.getByText(
      'Your account is locked due to too many login attempts. To unlock, please Contact Customer Service.',
    ),
  ).toBeVisible();
});

test('the login form asks for both fields before it sends anything', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Username is a required field')).toBeVisible();
  await expect(page.getByText('Password is a required field')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled();
  await expectNoAxeViolations(page);
});

test.describe('brands', () => {
  test('the main brand shows the create-account and forgot links', async ({ page }) => {
    await page.goto(`${origin.main}/login`);
    for (const name of ['Create account', 'Contact us', 'Forgot username?', 'Forgot password?']) {
      await expect(page.getByRole('main').getByRole('link', { name })).toBeVisible();
    }
    // The logged-out utility menu (document 1 §2): 'Log in' and 'Contact us'; /login does not link to itself (issue 9).
    const utility = page.getByRole('navigation', { name: 'Account' });
    await expect(utility.getByRole('link')).toHaveText(['Contact us']);
    await utility.getByRole('link', { name: 'Contact us' }).click();
    await expect(utility.getByRole('link')).toHaveText(['Log in']);
  });

  test('the partner login page hides the create-account and forgot links', async ({ page }) => {
    await page.goto(`${origin.partner}/login`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create account' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Forgot username?' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('margaret signs in on the Medicare Advantage brand', async ({ page }) => {
    await signIn(page, 'margaret', 'medicare');
    await expect(page.getByRole('heading', { level: 1, name: /Margaret/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('piper signs in on the partner brand, and /logout stays on /logout there', async ({ page }) => {
    await signIn(page, 'piper', 'partner');
    await page.goto(`${origin.partner}/logout`);
    await expect(page.getByRole('heading', { level: 1, name: 'Logged out successfully' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to the provider dashboard' })).toBeVisible();
    await expect(page).toHaveURL(/\/logout$/);
    await expectNoAxeViolations(page);
  });

  test('a persona of another brand cannot sign in on the main host', async ({ page }) => {
    await page.goto(`${origin.main}/login`);
    await fillLogin(page, 'margaret', PASSWORD);
    await expect(page.getByText(/You have 4 attempt\(s\) remaining/)).toBeVisible();
  });
});
