import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectFocusVisible, tabTo } from '../support/keyboard';
import { type BrandHost, fillLogin, origin, PASSWORD } from '../support/personas';
import { atWidth, expectNoSidewaysScroll } from '../support/widths';

async function checkPage(page: Page) {
  await expectNoAxeViolations(page);
  await atWidth(page, 320);
  await expectNoSidewaysScroll(page);
  await atWidth(page, 1280);
}

/** Signs in; parker answers the communications policy first when it is still unsigned (document 1 §4). */
async function signInPastPrompts(page: Page, username: string, brand: BrandHost) {
  await page.goto(`${origin[brand]}/login`);
  await fillLogin(page, username, PASSWORD);
  await page.waitForURL(/\/(registration-policies|home)$/);
  if (page.url().endsWith('/registration-policies')) {
    await page
      .getByRole('checkbox', { name: 'I have read and agree to the digital communications policy.' })
      .check();
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(page).toHaveURL(/\/home$/);
}

async function openEstimator(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: /Find care/ }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Cost estimator', exact: true }).click();
  await expect(page).toHaveURL(/\/find-care\/cost-estimator/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cost estimator' })).toBeVisible();
}

test('alex estimates a knee MRI with his partly met deductible, by keyboard, and opens the PDF', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await atWidth(page, 1280);
  await signInPastPrompts(page, 'alex', 'main');
  await openEstimator(page);
  await checkPage(page);

  // Keyboard only: the service field, the search, the result.
  const term = page.getByLabel('Service or billing code');
  await tabTo(page, term);
  await expectFocusVisible(page);
  await page.keyboard.type('x');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Enter a service or a billing code of 2 to 60 characters.')).toBeVisible();
  await term.fill('knee MRI');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=knee\+MRI/);
  await expect(
    page.getByRole('heading', { level: 3, name: /MRI of a knee, without contrast/ }),
  ).toBeVisible();

  // His deductible is partly met: some of it remains, and each estimate applies it first.
  const accumulators = page.getByRole('region', { name: 'Your plan year so far (in network)' });
  await expect(accumulators.getByText(/^Deductible, individual/)).toBeVisible();
  const deductible = await accumulators.locator('dd').first().innerText();
  expect(deductible).toMatch(/^\$[\d,]+\.\d{2} met of \$1,500\.00; \$[\d,]+\.\d{2} remaining$/);
  expect(deductible).not.toMatch(/^\$0\.00 met/);
  expect(deductible).not.toMatch(/; \$0\.00 remaining$/);
  const cards = page.locator('.estimate-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.first().getByText('In-network negotiated rate')).toBeVisible();
  await expect(cards.first().getByText('You pay (estimate)')).toBeVisible();
  await expect(cards.first().getByText('Deductible', { exact: true })).toBeVisible();
  await expect(page.getByText(/needs prior authorization/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'See your prior authorizations' })).toBeVisible();
  await expect(page.getByText(/^Out-of-network allowed amount: \$880\.00$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This is an estimate' })).toBeVisible();
  await expect(page.getByText(/balance billing/)).toBeVisible();
  await checkPage(page);

  // The PDF opens in a new window.
  const popup = page.waitForEvent('popup');
  const pdfResponse = page.waitForResponse((response) => response.url().includes('/api/cost-estimate/pdf'));
  await page.getByRole('button', { name: 'Open the estimate as a PDF' }).click();
  const response = await pdfResponse;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  await (await popup).close();
});

test('alex reaches the estimator from his medical benefits page', async ({ page }) => {
  await signInPastPrompts(page, 'alex', 'main');
  await page.goto(`${origin.main}/benefits/medical`);
  await page.getByRole('link', { name: 'Estimate the cost of a service' }).click();
  await expect(page).toHaveURL(/\/find-care\/cost-estimator\?member=0$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cost estimator' })).toBeVisible();
});

test('parker (partner brand, dental only) estimates a cleaning and finds no medical service', async ({
  page,
}) => {
  await atWidth(page, 1280);
  await signInPastPrompts(page, 'parker', 'partner');
  await openEstimator(page);
  await page.getByLabel('Service or billing code').fill('cleaning');
  await page.getByRole('button', { name: 'Estimate', exact: true }).click();
  await expect(page.getByRole('heading', { level: 3, name: /Teeth cleaning, adult/ })).toBeVisible();
  await expect(page.getByText('Annual maximum', { exact: true })).toBeVisible();
  await expect(page.locator('.estimate-card').first()).toBeVisible();
  await checkPage(page);

  await page.getByLabel('Service or billing code').fill('office visit');
  await page.getByRole('button', { name: 'Estimate', exact: true }).click();
  await expect(
    page.getByText('No service matches “office visit”. Try other words or a billing code.'),
  ).toBeVisible();
  await checkPage(page);
});

test('margaret (Medicare Advantage brand) estimates an office visit at her copay', async ({ page }) => {
  await atWidth(page, 1280);
  await signInPastPrompts(page, 'margaret', 'medicare');
  await openEstimator(page);
  await page.getByLabel('Service or billing code').fill('99213');
  await page.getByRole('button', { name: 'Estimate', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 3, name: /Office visit, established patient, 20-29 minutes/ }),
  ).toBeVisible();
  await expect(page.getByText(/in-network copay for this service: \$25\.00/)).toBeVisible();
  await expect(page.locator('.estimate-card').first().getByText('Copay', { exact: true })).toBeVisible();
  await checkPage(page);
});
