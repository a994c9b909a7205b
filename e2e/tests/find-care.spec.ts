import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { waitForMail } from '../support/mailbox';
import { origin, signIn } from '../support/personas';
import { atWidth, expectNoSidewaysScroll } from '../support/widths';

async function checkAt320(page: Page) {
  await atWidth(page, 320);
  await expectNoSidewaysScroll(page);
  await atWidth(page, 1280);
}

test('alex searches, pages and selects a primary care provider for casey, then sees it in the history', async ({
  page,
}) => {
  // A long journey with an axe scan at each step.
  test.setTimeout(120_000);
  await atWidth(page, 1280);
  await signIn(page, 'alex');
  await page.getByRole('link', { name: 'Manage primary care' }).click();
  await expect(page).toHaveURL(/\/find-care\/primary-care$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Primary care' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Casey / })).toBeVisible();
  await expectNoAxeViolations(page);
  await checkAt320(page);

  // Casey's page, then the search (re-runnable: a selection made by an earlier run is tolerated).
  const caseyCard = page.locator('section.pcp-member', {
    has: page.getByRole('heading', { name: /^Casey / }),
  });
  await caseyCard.getByRole('link', { name: /^Choose a provider/ }).click();
  await expect(page).toHaveURL(/\/find-care\/primary-care\/2\/search/);
  await expect(
    page.getByRole('heading', { level: 1, name: /^Find a primary care provider for Casey/ }),
  ).toBeVisible();

  const zip = page.getByLabel('ZIP code');
  await zip.fill('9721');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Enter a 5-digit ZIP code.')).toBeVisible();
  await zip.fill('97214');
  await page.getByLabel('Distance').selectOption('10');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(/^7 providers within 10 miles of 97214$/)).toBeVisible();
  await expect(page.locator('.provider-card')).toHaveCount(5);
  await expectNoAxeViolations(page);
  await checkAt320(page);

  const pager = page.getByRole('navigation', { name: 'Pages of results' });
  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(pager.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.locator('.provider-card')).toHaveCount(2);
  const card = page.locator('.provider-card').first();
  const providerName = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  await card.getByRole('button', { name: /^Select this provider/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Confirm your primary care provider' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText(`Choose ${providerName} as the primary care provider for Casey`),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Send a confirmation e-mail to (optional)').fill('alex.find-care@example.com');
  await dialog.getByRole('button', { name: 'Confirm selection' }).click();

  await expect(page).toHaveURL(/\/find-care\/primary-care\/2$/);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `${providerName} is now the primary care provider for Casey` }),
  ).toBeVisible();
  const current = page.getByRole('region', { name: 'Current primary care provider' });
  await expect(current.getByText(providerName)).toBeVisible();
  const history = page.getByRole('region', { name: 'Primary care history' });
  await expect(
    history.locator('.pcp-history__entry').filter({ hasText: providerName }).getByText('Current selection'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await checkAt320(page);
  const mail = await waitForMail({ to: 'alex.find-care@example.com' });
  expect(mail.subject).toBe('Your primary care provider selection');
});

test('alex sees the find-care resources and the pharmacy page', async ({ page }) => {
  test.setTimeout(120_000);
  await atWidth(page, 1280);
  await signIn(page, 'alex');
  await page.goto(`${origin.main}/find-care/resources`);
  await expect(page.getByRole('heading', { level: 1, name: 'Find care resources' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Provider directory/ })).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);
  await checkAt320(page);
  await page.goto(`${origin.main}/navitus`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pharmacy benefits' })).toBeVisible();
  await expectNoAxeViolations(page);
  await checkAt320(page);
});

test('parker (partner brand) sees only Find a dentist', async ({ page }) => {
  test.setTimeout(120_000);
  await atWidth(page, 1280);
  await signIn(page, 'parker');
  await page.goto(`${origin.partner}/find-care`);
  await expect(page).toHaveURL(/\/find-care\/find-a-dentist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find a dentist' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Harbor Dental Partners dentist directory/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await checkAt320(page);
  for (const address of ['/find-care/resources', '/find-care/primary-care']) {
    await page.goto(`${origin.partner}${address}`);
    await expect(page).toHaveURL(/\/error\/404$/);
  }
});

test('morgan (termed) sees no Find care', async ({ page }) => {
  test.setTimeout(120_000);
  await atWidth(page, 1280);
  await signIn(page, 'morgan');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByText('Home', { exact: true }).first()).toBeVisible();
  await expect(nav.getByText('Find care')).toHaveCount(0);
  await page.goto(`${origin.main}/find-care/primary-care`);
  await expect(page).toHaveURL(/\/error\/404$/);
  await expectNoAxeViolations(page);
  await checkAt320(page);
});
