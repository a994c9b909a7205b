import { expect, type Page, test } from '@playwright/test';
import { checkBenefitsPage as checkPage } from '../support/benefits-pages';
import { cumulativeLayoutShift } from '../support/layout-shift';
import { origin, signIn } from '../support/personas';
import { atWidth } from '../support/widths';

async function openCategory(
  page: Page,
  category: string,
  title: string,
  brand: keyof typeof origin = 'main',
) {
  await page.goto(`${origin[brand]}/benefits/${category}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading your benefits…' })).toHaveCount(0);
}

// Long journeys with an axe scan per page, on a shared machine.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await atWidth(page, 1366);
});

test('alex: medical, dental on both tiers, vision and pharmacy (document 2 §2, §3, §5)', async ({ page }) => {
  await signIn(page, 'alex');

  await openCategory(page, 'medical', 'Medical benefits');
  await expect(page.getByRole('tab', { name: 'In network' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Out-of-network' })).toBeVisible();
  const medical = page.getByRole('tabpanel');
  await expect(medical.getByRole('heading', { name: 'Individual deductible' })).toBeVisible();
  await expect(medical.getByText(/ met, \$[\d,]+\.\d\d remaining of \$1,500\.00$/).first()).toBeVisible();
  await expect(medical.getByRole('link', { name: 'Office visits' })).toBeVisible();
  await expect(page.locator('.benefits-period')).toHaveText(
    /^Plan period: (Active since \d\d\/\d\d\/\d{4}|\d\d\/\d\d\/\d{4} - \d\d\/\d\d\/\d{4})$/,
  );
  await checkPage(page);

  await openCategory(page, 'dental', 'Dental benefits');
  const dental = page.getByRole('tabpanel');
  await expect(dental.getByRole('heading', { name: 'Annual maximum' })).toBeVisible();
  // Maximums of -1 or 0 are ignored (document 2 §5).
  await expect(page.getByText('Implant maximum')).toHaveCount(0);
  await expect(page.getByText('Cosmetic maximum')).toHaveCount(0);
  await expect(dental.getByRole('heading', { name: 'Crown - porcelain/ceramic' })).toBeVisible();
  const limits = page.getByRole('region', { name: 'Limits' });
  await expect(limits.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await checkPage(page);
  await page.getByRole('tab', { name: 'Out-of-network' }).click();
  await expect(page.getByRole('tab', { name: 'Out-of-network' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('tabpanel').getByRole('heading', { name: 'Individual deductible' }),
  ).toBeVisible();
  // Keyboard: the arrow key moves back to the in-network tab.
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'In network' })).toBeFocused();
  await checkPage(page);

  // Another member of the family.
  await page.getByRole('combobox', { name: 'Member' }).selectOption({ index: 1 });
  await expect(page).toHaveURL(/suffix=1/);
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Annual maximum' })).toBeVisible();

  await openCategory(page, 'vision', 'Vision benefits');
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Eye exam' })).toBeVisible();
  await checkPage(page);

  await openCategory(page, 'pharmacy', 'Pharmacy benefits');
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Generic drugs' })).toBeVisible();
  await checkPage(page);
});

test('alex: the summary, a dental service detail and a services page', async ({ page }) => {
  await signIn(page, 'alex');
  await page.goto(`${origin.main}/benefits/summary`);
  await expect(page.getByRole('heading', { level: 1, name: 'Benefits summary' })).toBeVisible();
  for (const name of ['Medical', 'Dental', 'Vision', 'Pharmacy']) {
    await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
  }
  await checkPage(page);

  await page.getByRole('link', { name: 'View dental benefits' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dental benefits' })).toBeVisible();
  await page.getByRole('link', { name: 'Details of Crown - porcelain/ceramic' }).click();
  await expect(page).toHaveURL(/\/benefits\/details\/tab1\/dental\/D2740\?suffix=0$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Crown - porcelain/ceramic' })).toBeVisible();
  await expect(page.getByText('Once per tooth every 5 years').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Out-of-network' })).toBeVisible();
  await checkPage(page);

  await page.goto(`${origin.main}/benefits/services/dental/D2740`);
  await expect(page.getByRole('heading', { level: 1, name: 'Crown - porcelain/ceramic' })).toBeVisible();
  await expect(page.getByText('50% coinsurance').first()).toBeVisible();
  await checkPage(page);

  await page.goto(`${origin.main}/benefits/medical`);
  await page.getByRole('tabpanel').getByRole('link', { name: 'Office visits' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Office visits' })).toBeVisible();
  await expect(page.getByText('$25.00 copay')).toBeVisible();
  await checkPage(page);
});

test('alex: benefit history, and a bad range shows its message on the form (document 2 §5)', async ({
  page,
}) => {
  await signIn(page, 'alex');
  await openCategory(page, 'dental', 'Dental benefits');
  await page.getByRole('link', { name: 'View earlier plan periods' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dental benefit history' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'In network' })).toHaveAttribute('aria-selected', 'true');
  await checkPage(page);

  const start = page.getByLabel('Start date');
  const startValue = await start.inputValue();
  await page.getByLabel('End date').fill(startValue);
  await page.getByRole('button', { name: 'Show history' }).click();
  await expect(page.getByText('The end date must be after the start date.')).toBeVisible();
  await expect(page.getByLabel('End date')).toHaveAttribute('aria-invalid', 'true');

  const year = Number(startValue.slice(0, 4));
  await start.fill(`${year - 3}-01-01`);
  await page.getByLabel('End date').fill(`${year}-12-31`);
  await page.getByRole('button', { name: 'Show history' }).click();
  await expect(
    page.getByText(/^The start date cannot be earlier than .* \(two years ago\)\.$/),
  ).toBeVisible();
  await checkPage(page);

  // The gateway refuses the same range itself, and the form shows its message (not an error page).
  await page.goto(`${origin.main}/benefits/history/${year - 3}-01-01/benefits/dental`);
  await expect(
    page.getByText(/^The start date cannot be earlier than .* \(two years ago\)\.$/),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dental benefit history' })).toBeVisible();
});

test('alex: a bookmark of /services/dental/{code}, /details/{id}/dental/{code} or /history/{time}/benefits/{category} lands on its page (issue 36)', async ({
  page,
}) => {
  await signIn(page, 'alex');
  await page.goto(`${origin.main}/services/dental/D2740`);
  await expect(page).toHaveURL(/\/benefits\/services\/dental\/D2740$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Crown - porcelain/ceramic' })).toBeVisible();
  await page.goto(`${origin.main}/details/tab1/dental/D2740`);
  await expect(page).toHaveURL(/\/benefits\/details\/tab1\/dental\/D2740$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Crown - porcelain/ceramic' })).toBeVisible();
  const year = new Date().getFullYear();
  await page.goto(`${origin.main}/history/${year}-01-01/benefits/dental`);
  await expect(page).toHaveURL(new RegExp(`/benefits/history/${year}-01-01/benefits/dental$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Dental benefit history' })).toBeVisible();
});

test('margaret sees the benefits summary on the Medicare Advantage brand', async ({ page }) => {
  await signIn(page, 'margaret');
  await page.goto(`${origin.medicare}/benefits/summary`);
  await expect(page.getByRole('heading', { level: 1, name: 'Benefits summary' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Medical', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pharmacy', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dental', exact: true })).toHaveCount(0);
  await checkPage(page);
  await page.getByRole('link', { name: 'View medical benefits' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Medical benefits' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'In network' })).toBeVisible();
  await checkPage(page);
});

test('alex: a half-typed as-of date asks for nothing; the complete day updates the address and the query', async ({
  page,
}) => {
  await signIn(page, 'alex');
  await openCategory(page, 'dental', 'Dental benefits');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/benefits/dental?')) asked.push(request.url());
  });
  const field = page.getByLabel('As of date');
  // The server-rendered page's field takes typing once React owns it.
  await expect(field).toBeEditable();
  await field.focus();
  // Month, day, then the year's first digit: the control now holds 0002-06-30, half of what is meant.
  await page.keyboard.type('06302');
  await expect(field).toHaveValue('0002-06-30');
  await page.keyboard.type('02');
  await expect(field).toHaveValue('0202-06-30');
  expect(page.url()).not.toContain('asOfDate');
  await page.keyboard.type('5');
  await expect(page).toHaveURL(/asOfDate=2025-06-30/);
  await expect.poll(() => asked.filter((url) => url.includes('asOfDate=2025-06-30')).length).toBe(1);
  expect(asked.filter((url) => /asOfDate=0/.test(url))).toEqual([]);
});

test('alex: the dental page loads from its skeleton without moving what is on screen', async ({ page }) => {
  await signIn(page, 'alex');
  await page.goto(`${origin.main}/benefits/dental`);
  await expect(page.getByRole('tab', { name: 'In network' })).toBeVisible();
  expect(await cumulativeLayoutShift(page)).toBeLessThan(0.1);
});

// parker's first sign-in belongs to the registration-policies journey: piper (parker's family, policy
// signed) opens the partner brand's dental page and picks parker in the member selector.
test('piper and parker’s dental benefits on the partner brand', async ({ page }) => {
  await signIn(page, 'piper');
  await openCategory(page, 'dental', 'Dental benefits', 'partner');
  await expect(page.getByRole('tab', { name: 'In network' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Limits' })).toBeVisible();
  await checkPage(page);
  await page.getByRole('combobox', { name: 'Member' }).selectOption('0');
  await expect(page).toHaveURL(/suffix=0/);
  await expect(
    page.getByRole('tabpanel').getByRole('heading', { name: 'Individual deductible' }),
  ).toBeVisible();
});
