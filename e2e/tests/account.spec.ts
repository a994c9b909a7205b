import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { origin, PASSWORD, signIn } from '../support/personas';
import { atWidth, expectNoSidewaysScroll } from '../support/widths';

/** The account area (issue 13): alex's journey, the stale second tab, the settings-menu rules, each brand. */

// A shared machine: the journeys sign in two or three times.
test.describe.configure({ timeout: 120_000 });

const ACCOUNT_PAGES = [
  ['/account/summary', 'Summary'],
  ['/account/member-information', 'Member information'],
  ['/account/settings', 'Settings'],
  ['/account/plan-benefits', 'Member plan benefits'],
  ['/account/support', 'Help center'],
  ['/support/customer-service', 'Customer service'],
] as const;

async function checkPage(page: Page, host: string, path: string, title: string) {
  await page.goto(`${host}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('.skeleton')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await atWidth(page, 320);
  await expectNoSidewaysScroll(page);
  await atWidth(page, 1366);
}

test('alex views the summary and member information, edits the address and preferences, and changes a security answer', async ({
  page,
}) => {
  await signIn(page, 'alex');
  await page.goto(`${origin.main}/account`);
  await expect(page).toHaveURL(/\/account\/summary$/);
  const subNavigation = page.getByRole('navigation', { name: 'My account pages' });
  await expect(subNavigation.getByRole('link', { name: 'Member information' })).toBeVisible();
  await expect(page.getByText('M10020001')).toBeVisible();

  await subNavigation.getByRole('link', { name: 'Member information' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Member information' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: /^Jordan / })).toBeVisible();

  // Issue 36 §2: only the street changed, every other value sent back as loaded, saves at once.
  await page.getByRole('button', { name: 'Edit Address' }).click();
  const phoneOnFile = await page.getByRole('textbox', { name: 'Phone number' }).inputValue();
  await page.getByRole('textbox', { name: 'Street address' }).fill('88 SE Street Only Ave');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated address')).toBeVisible();
  await expect(page.getByText('88 SE Street Only Ave')).toBeVisible();
  await expect(page.getByText(phoneOnFile, { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Address' }).click();
  await page.getByRole('textbox', { name: 'Street address' }).fill('1200 SW Main St');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('1234');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invalid ZIP code')).toBeVisible();
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('972011234');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('503 555 0142');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated address')).toBeVisible();
  await expect(page.getByText('1200 SW Main St')).toBeVisible();
  await expect(page.getByText('97201-1234', { exact: false })).toBeVisible();

  await page.goto(`${origin.main}/account/settings`);
  await expect(page.getByRole('heading', { level: 2, name: 'Username' })).toBeVisible();
  await expect(page.getByText('alex', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Communication preferences' }).click();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Successfully updated preferences')).toBeVisible();

  await page.getByRole('button', { name: 'Edit Security questions' }).click();
  // The security answers' own form: the multi-factor card has a current-password field too.
  const answersForm = page.locator('form').filter({
    has: page.getByLabel('What was the name of your first pet?', { exact: true }),
  });
  await answersForm.getByLabel('What was the name of your first pet?', { exact: true }).fill('Biscuit #2');
  await answersForm.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await answersForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated security answers')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^Answered$/ })).toHaveCount(2);
});

test('a second tab saving a stale address is told the data changed and sees the current address', async ({
  browser,
}) => {
  const context = await browser.newContext();
  try {
    const first = await context.newPage();
    await signIn(first, 'alex');
    const second = await context.newPage();
    for (const tab of [first, second]) {
      await tab.goto(`${origin.main}/account/member-information`);
      await tab.getByRole('button', { name: 'Edit Address' }).click();
    }
    await first.getByRole('textbox', { name: 'Street address' }).fill('1 First Tab Ave');
    await first.getByRole('button', { name: 'Save' }).click();
    await expect(first.getByText('Successfully updated address')).toBeVisible();

    await second.getByRole('textbox', { name: 'Street address' }).fill('2 Second Tab Ave');
    await second.getByRole('button', { name: 'Save' }).click();
    await expect(second.getByRole('alert')).toContainText('was changed in another tab or window');
    await expect(second.getByText('1 First Tab Ave')).toBeVisible();
    await expect(second.getByText('2 Second Tab Ave')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('jordan (adult dependent) has the account area with the address read-only; casey (16) has no settings menu', async ({
  browser,
}) => {
  const jordanContext = await browser.newContext();
  const caseyContext = await browser.newContext();
  try {
    const jordan = await jordanContext.newPage();
    await signIn(jordan, 'jordan');
    await jordan.goto(`${origin.main}/account/member-information`);
    await expect(jordan.getByText('Only the subscriber can change the family address.')).toBeVisible();
    await expect(jordan.getByRole('button', { name: 'Edit Address' })).toHaveCount(0);

    const casey = await caseyContext.newPage();
    await signIn(casey, 'casey');
    await expect(casey.getByRole('button', { name: 'Account settings' })).toHaveCount(0);
    await casey.goto(`${origin.main}/account/summary`);
    await expect(casey).toHaveURL(/\/home$/);
  } finally {
    await jordanContext.close();
    await caseyContext.close();
  }
});

for (const [persona, host] of [
  ['alex', origin.main],
  ['margaret', origin.medicare],
  ['parker', origin.partner],
] as const) {
  test(`${persona}: every account page is axe clean and fits 320 px`, async ({ page }) => {
    test.setTimeout(300_000);
    // After the first sign-ins (playwright.config.ts): parker's policy is signed.
    await signIn(page, persona);
    for (const [path, title] of ACCOUNT_PAGES) await checkPage(page, host, path, title);
    if (persona === 'parker') {
      // No eBill on the partner brand (document 2 §1, §6).
      await page.goto(`${host}/account/summary`);
      await expect(
        page.getByRole('navigation', { name: 'My account pages' }).getByRole('link', { name: 'eBill' }),
      ).toHaveCount(0);
    }
  });
}
