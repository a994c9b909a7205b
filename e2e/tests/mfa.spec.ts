import { expect, type Page, test } from '@playwright/test';
import { HOTP, Secret } from 'otpauth';
import { expectNoAxeViolations } from '../support/axe';
import { fillLogin, origin, PASSWORD, signIn } from '../support/personas';

/** RFC 6238 computed in the test from the key the settings page showed, as the member's app would. */
const stepOf = (at: number) => Math.floor(at / 1000 / 30);
const totpAt = (secret: string, step: number) =>
  HOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, counter: step });

/** A code of a step later than `usedStep` (a code is single use): waits for the next step when needed. */
async function freshCode(page: Page, secret: string, usedStep: number): Promise<string> {
  while (stepOf(Date.now()) <= usedStep) await page.waitForTimeout(1000);
  return totpAt(secret, stepOf(Date.now()));
}

// drew signs in in no other journey of this project (home-dashboard reads him earlier), and the
// journey turns two-step sign-in off again at its end.
test('drew turns on two-step sign-in with an authenticator app, signs in with a code, and turns it off (issue 15)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'drew');
  await page.goto(`${origin.main}/account/settings`);
  const card = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(card.getByText('Two-step sign-in is off.')).toBeVisible();

  // A wrong password is refused in words; the right one shows the QR code and the key.
  await card.getByLabel('Authenticator app').check();
  await card.getByLabel('Current password', { exact: true }).fill('Not-my-password-1');
  await card.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(card.getByRole('alert')).toHaveText('The current password is incorrect.');
  await card.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await card.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await card.getByTestId('mfa-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(page);

  // Enrolled with the code of the step before now, which the drift window (one step either side)
  // accepts, so that the sign-in below can use the app's current code at once: a code is single use,
  // and waiting for the next 30-second step cost up to half a minute. Near the end of a step, the
  // next one is awaited first, so the earlier code is still in the window when it arrives.
  while (Date.now() % 30_000 > 27_000) await page.waitForTimeout(500);
  const enrolStep = stepOf(Date.now()) - 1;
  await card.getByRole('textbox', { name: 'Code' }).fill(totpAt(secret, enrolStep));
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(card.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  await expect(card.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(card.getByText('Two-step sign-in is on: a code from your authenticator app.')).toBeVisible();
  await expect(card.getByText('Recovery codes left: 10')).toBeVisible();

  // Signed out and in again: the code is asked after the password, before home.
  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await fillLogin(page, 'drew', PASSWORD);
  await expect(page).toHaveURL(/\/login\/code$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  await expectNoAxeViolations(page);
  // Home is not open before the code.
  await page.getByRole('textbox', { name: 'Code' }).fill('000000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That code is not right. 4 attempts left before your account is locked.',
  );
  await page.getByRole('textbox', { name: 'Code' }).fill(await freshCode(page, secret, enrolStep));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // Turned off with the password; the next sign-in asks no code.
  await page.goto(`${origin.main}/account/settings`);
  await card.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await card.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  await expect(card.getByRole('status').filter({ hasText: 'Two-step sign-in is off.' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Turn on two-step sign-in' })).toBeVisible();
  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await fillLogin(page, 'drew', PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
});
