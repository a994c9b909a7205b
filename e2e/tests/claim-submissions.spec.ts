import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectFocusVisible, tabTo } from '../support/keyboard';
import { fillLogin, origin, PASSWORD, signIn } from '../support/personas';
import { atWidth, expectNoSidewaysScroll } from '../support/widths';

const PROVIDER = 'Clínica Dental Sol';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const TEXT = Buffer.from('only text, not a receipt\n');
/** Yesterday, so the date of service is in the past wherever the browser's clock is. */
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** By keyboard from the claims list to the form; submitted empty, it refuses field by field. */
async function openTheFormByKeyboard(member: Page) {
  await member.goto(`${origin.main}/claims`);
  await expect(member.getByRole('heading', { level: 1, name: /^Claims/ })).toBeVisible();
  const submitLink = member.getByRole('link', { name: 'Submit a claim for a service you paid' });
  await tabTo(member, submitLink);
  await expectFocusVisible(member);
  await member.keyboard.press('Enter');
  await expect(member.getByRole('heading', { level: 1, name: 'Submit a claim' })).toBeVisible();
  await expectNoAxeViolations(member);
  await member.getByRole('button', { name: 'Submit claim' }).click();
  await expect(member.getByText('Choose medical or dental.')).toBeVisible();
  await expect(member.getByText('Attach the itemized receipt (PDF, JPEG or PNG).')).toBeVisible();
  await expectNoAxeViolations(member);
}

/**
 * A dental claim paid in euros: first with a text file named as a PDF, which the gateway reads and
 * refuses (nothing is stored, the form keeps its values), then with a real PDF.
 */
async function submitWithReceipt(member: Page) {
  await member.getByLabel('Who received the service').selectOption({ index: 1 });
  await member.getByLabel('Type of claim').selectOption('dental');
  await member.getByLabel('Provider or facility').fill(PROVIDER);
  await member.getByLabel('Provider’s address').fill('Calle Mayor 1, 28013 Madrid');
  await member.getByLabel('Country where you received the service').selectOption('ES');
  await member.getByLabel('Date of service').fill(yesterday());
  await member.getByLabel('Services').fill('Filling, composite: 120.50 EUR');
  await member.getByLabel('Tooth numbers and surfaces (dental)').fill('14 MO');
  await member.getByLabel('Amount paid').fill('120.50');
  await member.getByLabel('Currency').selectOption('EUR');
  const receipt = member.getByLabel('Itemized receipt');
  await receipt.setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: TEXT });
  await member.getByRole('button', { name: 'Submit claim' }).click();
  await expect(
    member.getByText('Attach PDF, JPEG or PNG files only. The file’s contents are checked, not its name.'),
  ).toBeVisible();
  await expect(member.getByLabel('Provider or facility')).toHaveValue(PROVIDER);
  await receipt.setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: PDF });
  await member.getByRole('button', { name: 'Submit claim' }).press('Enter');
}

/** The claim in staff's list of submitted claims, by its provider. */
const submittedClaim = (staff: Page) =>
  staff.getByRole('listitem').filter({ has: staff.getByRole('heading', { name: PROVIDER }) });

/** Support, signed in as themselves, finds it beside the inbox and downloads its receipt. */
async function findAsSupport(browser: Browser): Promise<Page> {
  const staff = await (await browser.newContext()).newPage();
  await staff.goto(`${origin.main}/login`);
  await fillLogin(staff, 'support', PASSWORD);
  await expect(staff).toHaveURL(/\/login-as$/);
  await staff.getByRole('link', { name: 'Member services inbox' }).click();
  await staff.getByRole('link', { name: 'Submitted claims' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Submitted claims' })).toBeVisible();
  const submitted = submittedClaim(staff);
  await expect(submitted).toContainText('14 MO');
  await expect(submitted.getByRole('button', { name: 'Download receipt.pdf' })).toBeVisible();
  const download = staff.waitForEvent('download');
  await submitted.getByRole('button', { name: 'Download receipt.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('receipt.pdf');
  await expectNoAxeViolations(staff);
  return staff;
}

/** The seeded processing moves it on: processed and paid in the member's list, told in the bell, processed for staff. */
async function expectProcessed(member: Page, staff: Page) {
  await expect(async () => {
    await member.reload();
    await expect(member.getByRole('listitem').filter({ hasText: PROVIDER })).toContainText('Paid', {
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000, intervals: [1000, 2000] });
  await member.goto(`${origin.main}/notifications`);
  await expect(member.getByText('A claim has been processed').first()).toBeVisible();
  await expect(member.getByText('Your claim is in review').first()).toBeVisible();
  await expect(member.getByText('We received your claim').first()).toBeVisible();
  await staff.reload();
  await expect(submittedClaim(staff)).toContainText('Processed');
}

/** At 320 px nothing scrolls sideways: the form, the list, staff's page. */
async function expectNarrowScreens(member: Page, staff: Page) {
  await atWidth(member, 320);
  await member.goto(`${origin.main}/claims/submit`);
  await expect(member.getByRole('heading', { level: 1, name: 'Submit a claim' })).toBeVisible();
  await expectNoSidewaysScroll(member);
  await expectNoAxeViolations(member);
  await atWidth(staff, 320);
  await expectNoSidewaysScroll(staff);
  await expectNoAxeViolations(staff);
}

test('a member submits a claim with its receipt, member services see it, and it is processed (issue 39 §3)', async ({
  browser,
}) => {
  // Two people, a claim's three steps (CLAIM_STEP_SECONDS apart) and a dozen axe scans.
  test.setTimeout(120_000);
  const member = await browser.newPage();
  await signIn(member, 'harper');
  await openTheFormByKeyboard(member);
  await submitWithReceipt(member);

  // At once in the list, Received.
  await expect(member).toHaveURL(/\/claims$/);
  await expect(member.getByRole('listitem').filter({ hasText: PROVIDER })).toContainText('Received');
  await expectNoAxeViolations(member);

  const staff = await findAsSupport(browser);
  await expectProcessed(member, staff);
  await expectNarrowScreens(member, staff);
});

test('the partner brand takes dental claims only, from Passport dental too (issue 39 §3)', async ({
  page,
}) => {
  await signIn(page, 'piper');
  await page.goto(`${origin.partner}/passport-dental`);
  await page.getByRole('link', { name: 'Submit your claim and receipt online' }).click();
  await expect(page).toHaveURL(/\/claims\/submit\?type=dental$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Submit a claim' })).toBeVisible();
  const type = page.getByLabel('Type of claim');
  await expect(type.locator('option')).toHaveText(['Dental']);
  await expect(page.getByText('Your plan takes dental claims.')).toBeVisible();
  await expectNoAxeViolations(page);
});
