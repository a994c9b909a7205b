import { COVERAGE_CATEGORIES, COVERAGE_CATEGORY_LABELS, sortByBenefitCategory } from '@dash/domain';
import type { PersonaName } from '@dash/domain/personas';
import { expect, type Page, test } from '@playwright/test';
import {
  benefitsMenu,
  checkBenefitsPage as checkPage,
  openFromBenefitsMenu as openFromMenu,
} from '../support/benefits-pages';
import { origin, signIn } from '../support/personas';

/** Every category alex has, in the display order of document 2 §6 (the domain's table, tested there). */
async function expectAlexsMenu(page: Page) {
  const menu = await benefitsMenu(page);
  expect(menu).toEqual(sortByBenefitCategory(menu, (title) => title));
  const others = ['Programs', 'Referrals', 'Member Handbooks', 'Prior Authorization'];
  expect(new Set(menu)).toEqual(
    new Set([...COVERAGE_CATEGORIES.map((c) => COVERAGE_CATEGORY_LABELS[c]), ...others]),
  );
}

/** Programs: at most 5 featured, every program under its category. */
async function checkPrograms(page: Page) {
  await openFromMenu(page, 'Programs');
  await expect(page).toHaveURL(/\/benefits\/programs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Programs' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Featured programs' }).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('heading', { level: 3, name: 'Medical' })).toBeVisible();
  await checkPage(page);
}

/** A program's details: description, phone and its resource. */
async function checkProgramDetails(page: Page) {
  await page.getByRole('list', { name: 'Medical' }).getByRole('link', { name: 'Telehealth visits' }).click();
  await expect(page).toHaveURL(/\/benefits\/programs\/12$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Telehealth visits' })).toBeVisible();
  await expect(page.getByText('See a doctor by video, day or night.')).toBeVisible();
  await expect(page.getByRole('link', { name: '555-010-1200' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Open Telehealth visits/ })).toHaveAttribute(
    'href',
    'https://telehealth.example.com',
  );
  await checkPage(page);
}

/** Referrals: 25 over three pages of 10, then filtered. */
async function checkReferralsPagingAndFilters(page: Page) {
  await openFromMenu(page, 'Referrals');
  await expect(page.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Referrals' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const pager = page.getByRole('navigation', { name: 'Referral pages' });
  await expect(pager.getByText('Page 1 of 3')).toBeVisible();
  await checkPage(page);
  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(pager.getByText('Page 2 of 3')).toBeVisible();
  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(pager.getByText('Page 3 of 3')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(5);
  await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Previous page' }).click();
  await expect(pager.getByText('Page 2 of 3')).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Denied' });
  await expect(list.getByRole('listitem')).toHaveCount(5);
  await expect(page).toHaveURL(/statusCode=DENIED/);
  await expect(pager).toHaveCount(0);
  await page.getByLabel('Member').selectOption({ label: 'Alex Rivera' });
  await expect(page).toHaveURL(/memberKey=/);
  // The filters live in the address: the box shows checked once the address carries it.
  await page.getByRole('checkbox', { name: 'Hide expired referrals' }).click();
  await expect(page).toHaveURL(/excludeExpired=true/);
  await expect(page.getByRole('checkbox', { name: 'Hide expired referrals' })).toBeChecked();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(pager.getByText('Page 1 of 3')).toBeVisible();
  await checkPage(page);
}

/** Member handbooks and the Outline of Coverage. */
async function checkHandbooks(page: Page) {
  await openFromMenu(page, 'Member Handbooks');
  await expect(page.getByRole('heading', { level: 1, name: 'Member Handbooks' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /member handbook/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Outline of Coverage' })).toBeVisible();
  await expect(page.getByText(/This outline of coverage summarizes/)).toBeVisible();
  await checkPage(page);
}

/** Prior authorizations of the family, with status, service, provider and dates. */
async function checkPriorAuthorizations(page: Page) {
  await openFromMenu(page, 'Prior Authorization');
  await expect(page.getByRole('heading', { level: 1, name: 'Prior Authorization' })).toBeVisible();
  const authorizations = page.getByRole('list', { name: 'Prior Authorization' });
  await expect(authorizations.getByRole('listitem')).toHaveCount(4);
  await expect(authorizations.getByRole('heading', { name: 'MRI of the left knee' })).toBeVisible();
  await expect(authorizations.getByText('Pending review')).toBeVisible();
  await checkPage(page);
}

test.describe('benefit resources (document 2 §2 Benefits, §6, §7)', () => {
  // Sign-in, axe twice and two widths per page: more than the default on a shared machine.
  test.describe.configure({ timeout: 120_000 });

  test('alex: programs, a program’s details, referrals paging and filters, handbooks, prior authorization', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signIn(page, 'alex');
    await expectAlexsMenu(page);
    await checkPrograms(page);
    await checkProgramDetails(page);
    await checkReferralsPagingAndFilters(page);
    await checkHandbooks(page);
    await checkPriorAuthorizations(page);
  });

  for (const [username, expected] of [
    ['harper', ['Benefits summary', 'Programs', 'Member Handbooks']],
    ['margaret', ['Benefits summary', 'Programs', 'Member Handbooks', 'Medicare Materials']],
  ] as const) {
    test(`${username} sees the reduced benefits menu (document 2 §6)`, async ({ page }) => {
      await signIn(page, username as PersonaName);
      expect(await benefitsMenu(page)).toEqual(expected);
    });
  }

  test('margaret: her Medicare materials', async ({ page }) => {
    await signIn(page, 'margaret');
    await openFromMenu(page, 'Medicare Materials');
    await expect(page.getByRole('heading', { level: 1, name: 'Medicare Materials' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Evidence of Coverage/ })).toBeVisible();
    await checkPage(page);
  });

  test('walter: the materials call responds 403, so the list is empty and no error page shows', async ({
    page,
  }) => {
    await signIn(page, 'walter');
    await page.goto(`${origin.medicare}/benefits/medicare-materials`);
    await expect(page.getByRole('heading', { level: 1, name: 'Medicare Materials' })).toBeVisible();
    await expect(page.getByText(/No Medicare materials are available for you online/)).toBeVisible();
    await expect(page.getByText(/Error code/)).toHaveCount(0);
    await expect(page).toHaveURL(/\/benefits\/medicare-materials$/);
    await checkPage(page);
  });

  test('devon (a direct plan): the Certificate of Coverage after the handbooks (document 2 §2, §6)', async ({
    page,
  }) => {
    await signIn(page, 'devon');
    const menu = await benefitsMenu(page);
    expect(menu.slice(menu.indexOf('Member Handbooks'))).toEqual([
      'Member Handbooks',
      'Certificate of Coverage',
      'Prior Authorization',
    ]);
    await openFromMenu(page, 'Certificate of Coverage');
    await expect(page).toHaveURL(/\/benefits\/certificate-of-coverage$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Certificate of Coverage' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Individual and Family Plans: Certificate of Coverage' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Open document/ })).toHaveAttribute(
      'href',
      /\/certificates\/10009000\.pdf$/,
    );
    await checkPage(page);
    // The handbooks page keeps to the handbook and the Outline of Coverage.
    await openFromMenu(page, 'Member Handbooks');
    await expect(page.getByRole('heading', { level: 2, name: /member handbook/ })).toBeVisible();
    await expect(page.getByText('Individual and Family Plans: Certificate of Coverage')).toHaveCount(0);
  });

  test('alex has no Certificate of Coverage: his employer group’s contract is the handbook', async ({
    page,
  }) => {
    await signIn(page, 'alex');
    expect(await benefitsMenu(page)).not.toContain('Certificate of Coverage');
  });

  // The chromium project runs after the first sign-ins (playwright.config.ts): parker's policy is signed.
  test('parker (partner brand): no Programs, Handbooks or Certificate; his dental benefits', async ({
    page,
  }) => {
    await signIn(page, 'parker');
    expect(await benefitsMenu(page)).toEqual(['Dental', 'Prior Authorization']);
    // Nor does home show programs on the partner brand (document 2 §1).
    await expect(page.getByRole('link', { name: 'View all programs' })).toHaveCount(0);
    // Nor does an address typed by hand: the brand's programs and handbooks answer 404.
    for (const path of ['/benefits/programs', '/benefits/member-handbooks']) {
      await page.goto(`${origin.partner}${path}`);
      await expect(page.getByText("Sorry, it looks like we can't find that page.")).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
    await openFromMenu(page, 'Dental');
    await expect(page.getByRole('heading', { level: 1, name: 'Dental benefits' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'In network' })).toHaveAttribute('aria-selected', 'true');
    await checkPage(page);
    await openFromMenu(page, 'Prior Authorization');
    await expect(page.getByText(/You have no prior authorizations/)).toBeVisible();
    await checkPage(page);
  });

  test('piper (partner brand, parker’s family): no Programs and no Handbooks in the benefits menu', async ({
    page,
  }) => {
    await signIn(page, 'piper');
    const menu = await benefitsMenu(page);
    expect(menu).not.toContain('Programs');
    expect(menu).not.toContain('Member Handbooks');
    await openFromMenu(page, 'Prior Authorization');
    await expect(page.getByText(/You have no prior authorizations/)).toBeVisible();
    await checkPage(page);
  });
});
