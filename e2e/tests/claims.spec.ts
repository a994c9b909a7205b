import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { holdRoute } from '../support/hold-route';
import { layoutShiftMark, layoutShifts } from '../support/layout-shift';
import { origin, signIn } from '../support/personas';
import { followInApp, startInApp } from '../support/server-rendering';
import { atWidth, expectNoSidewaysScroll } from '../support/widths';

/** axe at desktop width, then no sideways scroll at 320 px (issue 9), back at desktop width. */
async function checkPage(page: Page) {
  await expectNoAxeViolations(page);
  await atWidth(page, 320);
  await expectNoSidewaysScroll(page);
  await atWidth(page, 1280);
}

// The skeleton's placeholder cards share the list's markup: only loaded cards count.
const cards = (page: Page) => page.locator('.claims-list > li:not(.claim-card--placeholder)');

test('alex filters claims by member and date, opens a claim and an EOB pdf', async ({ page }) => {
  // A long journey (list, filters, reload, detail, two pdfs, five axe scans) on a shared machine.
  test.setTimeout(120_000);
  await atWidth(page, 1280);
  await signIn(page, 'alex');
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main).toContainText('Claims/EOBs');
  await page.goto(`${origin.main}/claims`);
  await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
  await expect(page.getByText(/^\d+ claims$/)).toBeVisible();
  await expect(cards(page)).toHaveCount(10);
  await checkPage(page);

  // Casey's claims between the earliest day allowed and today.
  const from = page.getByLabel('From');
  const earliest = (await from.getAttribute('min')) ?? '';
  const today = (await from.getAttribute('max')) ?? '';
  await page.getByRole('combobox', { name: 'Member' }).selectOption({ label: 'Casey' });
  await from.fill(earliest);
  await page.getByLabel('To').fill(today);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`suffix=2&startDate=${earliest}&endDate=${today}`));
  await expect(cards(page).first()).toContainText('Casey');
  for (const text of await cards(page).allInnerTexts()) expect(text).toContain('Casey');

  // The filtered view survives a reload: it lives in the address.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Member' })).toHaveValue('2');
  await expect(cards(page).first()).toContainText('Casey');

  // A paid claim: its service lines and its EOB.
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Paid' });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/status=paid/);
  await cards(page).first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: /^Claim C-ALEX-\d{4}$/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Services' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Totals' })).toBeVisible();
  await checkPage(page);
  const pdfResponse = page.waitForResponse((r) => /\/api\/eobs\/[^/]+\/pdf$/.test(new URL(r.url()).pathname));
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: /View EOB \(PDF\)/ }).click();
  const pdf = await pdfResponse;
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();

  // The EOB list, and a pdf from it.
  await page.goto(`${origin.main}/eobs`);
  await expect(page.getByRole('heading', { level: 1, name: 'Explanation of benefits' })).toBeVisible();
  await expect(page.getByText(/^\d+ EOBs$/)).toBeVisible();
  await checkPage(page);
  const second = page.waitForEvent('popup');
  await cards(page)
    .first()
    .getByRole('button', { name: /View EOB \(PDF\)/ })
    .click();
  const other = await second;
  await expect.poll(() => other.url()).toMatch(/^blob:/);
  await other.close();
});

test('jordan sees "Claims", only jordan’s claims, and no EOBs', async ({ page }) => {
  test.setTimeout(60_000);
  await atWidth(page, 1280);
  await signIn(page, 'jordan');
  const main = page.getByRole('navigation', { name: 'Main' });
  // The primary menu's label (document 2 §6): Claims, not Claims/EOBs.
  await expect(main).toContainText('Claims');
  await expect(main).not.toContainText('Claims/EOBs');
  await expect(main).not.toContainText('EOBs');
  await page.goto(`${origin.main}/claims`);
  await expect(cards(page).first()).toBeVisible();
  for (const text of await cards(page).allInnerTexts()) expect(text).toContain('Jordan');
  await expect(page.getByRole('combobox', { name: 'Member' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'EOBs', exact: true })).toHaveCount(0);
  await checkPage(page);
  await page.goto(`${origin.main}/eobs`);
  await expect(page.getByText('Only the subscriber can see EOBs.')).toBeVisible();
  await expect(page).toHaveURL(/\/eobs$/);
  await checkPage(page);
});

for (const persona of ['margaret', 'piper'] as const) {
  test(`the claims page on ${persona}'s brand: axe and 320 px`, async ({ page }) => {
    test.setTimeout(60_000);
    await atWidth(page, 1280);
    await signIn(page, persona);
    await page.goto(`${page.url().replace(/\/home$/, '')}/claims`);
    await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
    await expect(page.getByText(/^\d+ claims?$/)).toBeVisible();
    await checkPage(page);
  });
}

test('alex on a phone: the filters stay put when the shell says he sees EOBs (issue 16, CLS)', async ({
  page,
}) => {
  await atWidth(page, 412);
  await signIn(page, 'alex');
  // Claims as a member reaches them from a page without the member's shell: the browser renders the
  // page while the menus are on the way (a server-rendered page is sent with them).
  await startInApp(page);
  const { release } = await holdRoute(page, '**/api/shell');
  await followInApp(page, '/claims');
  // On a phone the filters sit behind their Filter button (issue 36 §5): it is what must not move.
  const filters = page.getByRole('button', { name: 'Filter', exact: true });
  await expect(filters).toBeVisible();
  await expect(cards(page)).toHaveCount(10);
  const before = await filters.boundingBox();
  const shown = await layoutShiftMark(page);
  release();
  await expect(page.getByRole('link', { name: 'EOBs', exact: true })).toBeVisible();
  expect((await filters.boundingBox())?.y).toBe(before?.y);
  expect(await layoutShifts(page, shown)).toEqual([]);
});

// At 800 px, the narrowest width where the filters are shown without their Filter button (issue 36 §5).
test('alex on a tablet: the filters keep their height when the family arrives with the claims (issue 16)', async ({
  page,
}) => {
  await atWidth(page, 800);
  await signIn(page, 'alex');
  // Claims as a member reaches them from another page of the app: the browser renders the page, with its
  // loading state (a server-rendered page is sent with its data).
  await startInApp(page, '/find-care/resources');
  const { release } = await holdRoute(page, '**/api/claims*');
  await followInApp(page, '/claims');
  const apply = page.getByRole('button', { name: 'Apply filters' });
  await expect(apply).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Member' })).toBeVisible();
  const before = await apply.boundingBox();
  release();
  await expect(cards(page)).toHaveCount(10);
  await expect(page.getByRole('combobox', { name: 'Member' })).toContainText('Jordan');
  expect((await apply.boundingBox())?.y).toBe(before?.y);
});
