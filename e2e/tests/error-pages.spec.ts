import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { origin } from '../support/personas';

test('/error/500 shows its texts and tips', async ({ page }) => {
  await page.goto('/error/500');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: "Sorry, we're having a problem with our system. We'll get this fixed soon.",
    }),
  ).toBeVisible();
  await expect(page.getByText('Error code: 500 Internal server error')).toBeVisible();
  await expect(page.getByRole('main').locator('.tips').getByRole('listitem')).toHaveCount(3);
  await expectNoAxeViolations(page);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/error\/404$/);
  await expect(
    page.getByRole('heading', { level: 1, name: "Sorry, it looks like we can't find that page." }),
  ).toBeVisible();
  await expect(page.getByText('Error code: 404 Not found')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unknown status falls back to the generic page', async ({ page }) => {
  await page.goto('/error/418');
  await expect(
    page.getByRole('heading', { level: 1, name: "Sorry, it looks like there's a problem." }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the partner 401 page links to the provider dashboard and customer service', async ({ page }) => {
  await page.goto(`${origin.partner}/error/401`);
  await expect(
    page.getByRole('heading', { level: 1, name: "Sorry, but we aren't able to authenticate you." }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to the provider dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact customer service' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`${origin.main}/error/401`);
  await expect(page.getByRole('link', { name: 'Return to the provider dashboard' })).toHaveCount(0);
});

test('/home without a session goes to /login', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login/);
});
