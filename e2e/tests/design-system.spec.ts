import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { type BrandHost, fillLogin, origin, PASSWORD } from '../support/personas';

/**
 * The design system's screens (issue 9): every screen built from the shared controls and layout,
 * on its brands, at every width of the issue: no axe violation and no sideways scroll.
 */
const WIDTHS = [320, 390, 768, 1024, 1366] as const;

// Five widths, each with an axe scan: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function expectEveryWidth(page: Page) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `sideways scroll at ${width} px on ${page.url()}`).toBe(0);
    await expectNoAxeViolations(page);
    if (process.env.LOOK_DIR) {
      const name = new URL(page.url()).host.split('.')[0] + new URL(page.url()).pathname.replaceAll('/', '-');
      await page.screenshot({ path: `${process.env.LOOK_DIR}/${name}-${width}.png`, fullPage: true });
    }
  }
}

async function logIn(page: Page, username: string, brand: BrandHost, url: RegExp) {
  await page.goto(`${origin[brand]}/login`);
  await fillLogin(page, username, PASSWORD);
  await expect(page).toHaveURL(url);
}

const BRANDS: readonly BrandHost[] = ['main', 'medicare', 'partner'];

for (const brand of BRANDS) {
  test(`login form, ${brand} brand, with its field errors tied to the fields`, async ({ page }) => {
    await page.goto(`${origin[brand]}/login`);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Username')).toHaveAccessibleDescription('Username is a required field');
    await expectEveryWidth(page);
  });

  test(`home programs, ${brand} brand`, async ({ page }) => {
    const persona = { main: 'alex', medicare: 'margaret', partner: 'piper' }[brand];
    await logIn(page, persona, brand, /\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    await expectEveryWidth(page);
  });

  test(`login-as form, ${brand} brand`, async ({ page }) => {
    const staff = { main: 'support', medicare: 'mastaff', partner: 'pstaff' }[brand];
    await logIn(page, staff, brand, /\/login-as$/);
    await expect(page.getByRole('checkbox')).toBeVisible();
    await expectEveryWidth(page);
  });
}

test('preferences form: radios and checkboxes rendered as choices (pat)', async ({ page }) => {
  await logIn(page, 'pat', 'main', /\/update-preferences$/);
  const radio = page.locator('input[type=radio], input[type=checkbox]').first();
  const box = await radio.boundingBox();
  // A 24 px box beside its label, not a 44 px full-width field above it.
  expect(box?.width).toBe(24);
  expect(box?.height).toBe(24);
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expectEveryWidth(page);
});

test('registration policies form (parker, partner brand)', async ({ page }) => {
  await logIn(page, 'parker', 'partner', /\/registration-policies$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  const policy = page.getByRole('checkbox', { name: /digital communications policy/ });
  await expect(policy).toHaveAttribute('aria-invalid', 'true');
  const box = await policy.boundingBox();
  expect(box?.width).toBe(24);
  await expectEveryWidth(page);
});

test('change password form (avery)', async ({ page }) => {
  await logIn(page, 'avery', 'main', /\/change-password$/);
  await expectEveryWidth(page);
});

test('group selection cards (taylor)', async ({ page }) => {
  await logIn(page, 'taylor', 'main', /\/group-selection$/);
  await expectEveryWidth(page);
});
