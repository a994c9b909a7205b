import { expect } from '@playwright/test';
import { openInApp, settle } from '../support/in-app';
import { fillLogin, origin, PASSWORD } from '../support/personas';
import { SCAN_PERSONA, scanTargets } from '../support/route-plan';
import { test } from '../support/signed-in';
import { expectNoSidewaysScroll } from '../support/widths';

/** Issue 36 §5: what members saw on the screens. */
test.describe.configure({ timeout: 180_000 });

/** Every width from a small phone to a desktop, in steps a card's layout can change between. */
const WIDTHS = [320, 360, 390, 480, 600, 768, 900, 1024, 1180, 1280, 1366] as const;

test('/benefits/dental: no amount of a limit breaks over two lines at any width from 320 to 1366 px', async ({
  openSignedIn,
}) => {
  const page = await openSignedIn('alex');
  await page.goto('/benefits/dental');
  const limits = page.getByRole('region', { name: 'Limits' });
  await expect(limits.getByRole('heading', { level: 3 }).first()).toBeVisible();
  const broken: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page);
    const amounts = await limits
      .locator('.progress__labels dd, .progress__labels dt')
      .evaluateAll((elements) =>
        elements.map((element) => {
          const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
          const { height } = element.getBoundingClientRect();
          // One line: one box, no taller than a line (a word or a number broken in two is two lines).
          return {
            text: element.textContent ?? '',
            lines: element.getClientRects().length,
            oneLine: height < lineHeight * 1.5,
          };
        }),
      );
    expect(amounts.length).toBeGreaterThan(0);
    for (const amount of amounts) {
      if (amount.lines !== 1 || !amount.oneLine) broken.push(`${width} px: "${amount.text}"`);
    }
  }
  expect(broken).toEqual([]);
});

/** The tier codes of document 2 §4, which a member must never read. */
const TIER_CODES = /\b(tab1|tab2|innet|outnet)\b/i;

for (const brand of ['main', 'medicare', 'partner'] as const) {
  test(`no tier code reaches a member on any page of the ${brand} brand (document 2 §4)`, async ({
    browser,
  }) => {
    // Every member page of paths.ts, as the accessibility scan visits them, one reload-free walk.
    test.setTimeout(420_000);
    const { member } = scanTargets();
    const found: string[] = [];
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${origin[brand]}/login`);
    await fillLogin(page, SCAN_PERSONA[brand], PASSWORD);
    // A sign-in's password hash on a busy shared machine can take longer than the default wait.
    await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
    for (const target of member) {
      await openInApp(page, target.url(brand));
      await settle(page, { spinner: !target.busy });
      // What the member reads: the page's text, and the names its controls are read by.
      const text = await page.locator('body').innerText();
      const names = await page
        .locator('[aria-label], [title], img[alt]')
        .evaluateAll((elements) =>
          elements.map((e) =>
            ['aria-label', 'title', 'alt'].map((name) => e.getAttribute(name) ?? '').join(' '),
          ),
        );
      const match = TIER_CODES.exec(`${text}\n${names.join('\n')}`);
      if (match) found.push(`${origin[brand]}${target.url(brand)}: "${match[0]}"`);
    }
    await context.close();
    expect(found).toEqual([]);
  });
}

test('/claims on a phone: the filters behind a Filter button that says how many are set, the claims on the first screen', async ({
  openSignedIn,
}) => {
  const page = await openSignedIn('alex', { viewport: { width: 390, height: 844 } });
  await page.goto('/claims');
  await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Filter', exact: true });
  const form = page.getByRole('form', { name: 'Filter claims' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(form).toBeHidden();
  // The first claim starts on the first screen.
  const firstClaim = page.locator('.claim-card').first();
  await expect(firstClaim).toBeVisible();
  const box = await firstClaim.boundingBox();
  expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(844);
  // By keyboard, once React owns the page the server sent (#root is marked live): the button opens
  // the filters, a status is applied, and the button says so.
  await expect(page.locator('#root')).toHaveAttribute('data-live', '');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(form).toBeVisible();
  await form.getByRole('combobox', { name: 'Status' }).selectOption('paid');
  await form.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/status=paid/);
  const counted = page.getByRole('button', { name: 'Filter (1 set)' });
  await expect(counted).toHaveAttribute('aria-expanded', 'false');
  await expectNoSidewaysScroll(page);
  // From 768 px up the form is always there and the button is not.
  await page.setViewportSize({ width: 1024, height: 900 });
  await expect(form).toBeVisible();
  await expect(counted).toBeHidden();
});
