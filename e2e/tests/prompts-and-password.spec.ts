import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectFeaturedLimit, homeResponse } from '../support/featured-limit';
import { fillLogin, origin, PASSWORD } from '../support/personas';

async function logIn(page: Page, username: string, brand: keyof typeof origin = 'main') {
  await page.goto(`${origin[brand]}/login`);
  await fillLogin(page, username, PASSWORD);
}

test('pat: email required, defaults without an extended policy, saved, then home', async ({ page }) => {
  await logIn(page, 'pat');
  await expect(page).toHaveURL(/\/update-preferences$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Communication preferences' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue('');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Email address is a required field')).toBeVisible();
  await page.getByLabel('Email address').fill('pat.schmidt@example.com');
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expectNoAxeViolations(page);
});

test('quinn: the unset EOB preference shows the extended-policy default (No)', async ({ page }) => {
  await logIn(page, 'quinn');
  await expect(page).toHaveURL(/\/update-preferences$/);
  const eob = page.getByRole('group', { name: 'Receive my explanation of benefits (EOB) electronically' });
  await expect(eob.getByRole('radio', { name: 'No' })).toBeChecked();
  await expectNoAxeViolations(page);
  await eob.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('avery (INI) changes the password with the keyboard and goes home', async ({ page }) => {
  await logIn(page, 'avery');
  await expect(page).toHaveURL(/\/account\/settings\/change-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Change your password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Current password', { exact: true }).fill('Wrong2026!');
  await page.getByLabel('New password', { exact: true }).fill('Maple-orbit-canyon-7');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Maple-orbit-canyon-8');
  await page.getByLabel('Confirm new password', { exact: true }).press('Tab');
  await expect(page.getByText('The new password and its confirmation do not match.')).toBeVisible();
  await page.getByLabel('Confirm new password', { exact: true }).fill('Maple-orbit-canyon-7');
  await page.getByRole('button', { name: 'Show new password' }).click();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByLabel('Confirm new password', { exact: true }).press('Enter');
  await expect(page.getByText('The current password is incorrect.').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page).toHaveURL(/\/home$/);
});

test('parker: the policy must be ticked, EOB choice offered, then the welcome toast and home', async ({
  page,
}) => {
  await logIn(page, 'parker', 'partner');
  await expect(page).toHaveURL(/\/registration-policies$/);
  await expect(page.getByRole('radio', { name: 'Electronically, on my Member Dashboard' })).toBeChecked();
  await expectNoAxeViolations(page);
  // The policy opens in a new tab; the sign-in in progress stays on this one.
  const [policy] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Read the digital communications policy (opens in a new tab)' }).click(),
  ]);
  await expect(
    policy.getByRole('heading', { level: 1, name: 'Digital communications policy' }),
  ).toBeVisible();
  await expect(policy.getByRole('heading', { name: 'Who sends these messages' })).toBeVisible();
  await expectNoAxeViolations(policy);
  await policy.close();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText('Please confirm you have read our digital communications policy.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole('checkbox', { name: 'I have read and agree to the digital communications policy.' })
    .check();
  const response = homeResponse(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/home$/);
  // parker's home on the partner brand: the featured dental limit (document 2 §2), no programs.
  await expectFeaturedLimit(page, await response);
  await expect(page.getByRole('region', { name: 'Your programs' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('piper (policy signed, dependent) goes straight home', async ({ page }) => {
  await logIn(page, 'piper', 'partner');
  await expect(page).toHaveURL(/\/home$/);
  await expectNoAxeViolations(page);
});
