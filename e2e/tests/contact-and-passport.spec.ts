import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { origin, signIn } from '../support/personas';
import { followInApp, sentPage, startInApp } from '../support/server-rendering';

const BLOCKS = {
  main: ['Account access', 'Medical', 'Dental', 'Pharmacy', 'Medicare Advantage', 'Medicare Pharmacy', 'TTY'],
  medicare: ['Account access', 'Customer service'],
  partner: [
    'Account access',
    'Medical',
    'Dental',
    'Pharmacy',
    'Medicare Advantage',
    'Medicare Pharmacy',
    'TTY',
  ],
} as const;

for (const brand of ['main', 'medicare', 'partner'] as const) {
  test(`contact page of the ${brand} brand`, async ({ page }) => {
    await page.goto(`${origin[brand]}/contact-us`);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    for (const title of BLOCKS[brand]) {
      await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 3, name: /holiday closures/ })).toBeVisible();
    // Document 1 §2: the city preventive-care initiative's line, on the brand that has the city group.
    const cityLine = page.getByText(/^The city preventive-care initiative customer-service phone is /);
    if (brand === 'main') {
      await expect(cityLine).toHaveText(
        'The city preventive-care initiative customer-service phone is 1-555-010-2806.',
      );
      await expect(cityLine.getByRole('link', { name: '1-555-010-2806' })).toHaveAttribute(
        'href',
        'tel:15550102806',
      );
    } else {
      await expect(cityLine).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
}

test('the calendar comes with the page the server sent, sanitized there', async ({ page }) => {
  const sent = await sentPage(await page.goto(`${origin.main}/contact-us`));
  // Server-rendered for a visitor too, its calendar sanitized by the server loader (lib/server-content.server.ts).
  expect(sent.headings).toContain('Contact us');
  expect(sent.headings).toContainEqual(expect.stringMatching(/^\d{4} holiday closures$/));
  expect(sent.html).toContain('<tr><td>Christmas Day</td>');
  await expect(page.getByRole('heading', { level: 3, name: /holiday closures/ })).toBeVisible();
});

test('the calendar HTML is sanitized in the browser: its script and event handler never run', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.route('**/api/message/calendar/domain/1', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<h3>Test holiday closures</h3><img alt="" src=x onerror="alert(1);window.__xss=1"><script>alert(2);window.__xss=2</script>',
    }),
  );
  // Reached in the app, so the browser's loader asks for the calendar and sanitizes it (DOMPurify): the
  // page the server sends has its calendar from the server instead.
  await startInApp(page);
  await followInApp(page, '/contact-us');
  await expect(page.getByRole('heading', { level: 3, name: 'Test holiday closures' })).toBeVisible();
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => Reflect.get(window, '__xss'))).toBeUndefined();
  expect(await page.locator('.holiday-calendar script').count()).toBe(0);
  expect(await page.locator('.holiday-calendar img').first().getAttribute('onerror')).toBeNull();
  await expectNoAxeViolations(page);
});

test('jamie sees Passport dental with the plan-specific link', async ({ page }) => {
  await signIn(page, 'jamie');
  await page.goto(`${origin.main}/passport-dental`);
  await expect(page.getByRole('heading', { level: 1, name: 'Passport dental' })).toBeVisible();
  await expect(page.getByText('Pay, get an itemized receipt, and include:')).toBeVisible();
  await expect(page.getByText('services, and tooth numbers and surfaces;')).toBeVisible();
  const find = page.getByRole('link', { name: /Find in-network dentist/ });
  await expect(find).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(find).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: /Passport dental for your Medicare plan/ })).toBeVisible();
  await expectNoAxeViolations(page);
});
