import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { type BrandHost, fillLogin, origin, PASSWORD, signIn } from '../support/personas';
import { seedDay } from '../support/seed-day';

const MEMBER_REQUIRED =
  "First name, last name, and date of birth required unless selecting 'Continue as subscriber'";

async function openLoginAs(page: Page, username: string, brand: BrandHost, title: string) {
  await page.goto(`${origin[brand]}/login`);
  await fillLogin(page, username, PASSWORD);
  await expect(page).toHaveURL(/\/login-as$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectNoAxeViolations(page);
}

async function continueAsSubscriber(page: Page, subscriberId: string) {
  await page.getByLabel('Subscriber ID').fill(subscriberId);
  await page.getByRole('button', { name: 'Continue as subscriber' }).click();
}

/** The seed's dates of birth: `years` back from its day (UTC), less `days` (apps/gateway seed, bornYearsAgo). */
function seededBirthDate(years: number, days: number): string {
  const now = seedDay();
  const anniversary = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  return new Date(anniversary.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

test('support logs in as jordan by name and date of birth, after the form rules (document 1 §5)', async ({
  page,
}) => {
  await openLoginAs(page, 'support', 'main', 'Login as anyone');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Subscriber ID is a required field');
  await page.getByLabel('Subscriber ID').fill('M10020001');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText(MEMBER_REQUIRED);
  await expectNoAxeViolations(page);

  await page.getByLabel('First name').fill('Jordan');
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByLabel('Date of birth').fill('1901-01-01');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'No member of this brand matches that subscriber ID, name and date of birth.',
  );
  await expectNoAxeViolations(page);

  await page.getByLabel('Date of birth').fill(seededBirthDate(45, 77));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: /Jordan/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('agent cannot log in as an employee, and logs in as a non-employee subscriber', async ({ page }) => {
  await openLoginAs(page, 'agent', 'main', 'Login as non-employee');
  await continueAsSubscriber(page, 'M10020008');
  await expect(page.getByRole('alert')).toHaveText(
    'A login-as-non-employee account cannot log in as an employee.',
  );
  await expectNoAxeViolations(page);
  await continueAsSubscriber(page, 'M10020001');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: /Alex/ })).toBeVisible();
});

test('support logs in as taylor: group selection, then the CRM form post (document 1 §4)', async ({
  page,
}) => {
  await openLoginAs(page, 'support', 'main', 'Login as anyone');
  await continueAsSubscriber(page, 'M10020015');
  await expect(page).toHaveURL(/\/group-selection$/);
  await expectNoAxeViolations(page);
  await page
    .getByRole('listitem', { name: 'Summit Small Business Partners' })
    .getByRole('button', { name: 'Log in to account' })
    .click();
  await expect(page).toHaveURL(/\/api\/outside\/crm$/);
  await expect(page.getByRole('heading', { level: 1, name: 'CRM sign-on' })).toBeVisible();
  await expect(page.getByText('Opened by support staff (logInAsAnyone)')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the prevent-CRM choice keeps support in the dashboard, and is kept', async ({ page }) => {
  await openLoginAs(page, 'support', 'main', 'Login as anyone');
  await page.getByRole('checkbox', { name: 'Prevent navigation to the CRM' }).check();
  await continueAsSubscriber(page, 'M10020015');
  await page
    .getByRole('listitem', { name: 'Summit Small Business Partners' })
    .getByRole('button', { name: 'Log in to account' })
    .click();
  await expect(page).toHaveURL(/\/home$/);
  expect(await page.evaluate(() => sessionStorage.getItem('prevent_crm_navigation'))).toBe('true');
});

test('mastaff goes straight to /login-as and logs in as margaret', async ({ page }) => {
  await openLoginAs(page, 'mastaff', 'medicare', 'Login as anyone');
  await continueAsSubscriber(page, 'A20010001');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: /Margaret/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('pstaff logs in as parker without the policy prompt, and cannot reach another brand', async ({
  page,
}) => {
  await openLoginAs(page, 'pstaff', 'partner', 'Login as anyone');
  await continueAsSubscriber(page, 'M10020001');
  await expect(page.getByRole('alert')).toHaveText('No subscriber of this brand has that subscriber ID.');
  await continueAsSubscriber(page, 'H50010001');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: /Parker/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a member cannot open /login-as', async ({ page }) => {
  await signIn(page, 'alex');
  await page.goto(`${origin.main}/login-as`);
  await expect(page).toHaveURL(/\/error\/404$/);
  await expectNoAxeViolations(page);
});
