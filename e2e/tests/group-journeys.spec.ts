import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { fillLogin, origin, PASSWORD, signIn } from '../support/personas';

const card = (page: Page, name: string) => page.getByRole('listitem', { name });

async function openGroupSelection(page: Page) {
  await page.goto(`${origin.main}/login`);
  await fillLogin(page, 'taylor', PASSWORD);
  await expect(page).toHaveURL(/\/group-selection$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a group' })).toBeVisible();
  await expectNoAxeViolations(page);
}

test.describe('taylor: two groups, one with the sales-platform flag (document 1 §4)', () => {
  test('the flagged group is her own: the token is posted to the sales-platform sign-on', async ({
    page,
  }) => {
    await openGroupSelection(page);
    const summit = card(page, 'Summit Small Business Partners');
    await expect(summit.getByText('10006100')).toBeVisible();
    await expect(card(page, 'Riverbend School District').getByText('10006200')).toBeVisible();
    await summit.getByRole('button', { name: 'Log in to account' }).click();
    await expect(page).toHaveURL(/\/api\/sso\/sp-salesforce$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sales platform sign-on' })).toBeVisible();
    await expect(page.getByText('Signed in: Taylor Reyes')).toBeVisible();
    await expect(page.getByText('Group: Summit Small Business Partners (10006100)')).toBeVisible();
    await expectNoAxeViolations(page);
    // The temporary state was cleared before the post left the app.
    await page.goto(`${origin.main}/group-selection`);
    await expect(page).toHaveURL(/\/login/);
  });

  test('the other group is switched on the server, then login completes at /home', async ({ page }) => {
    await openGroupSelection(page);
    await card(page, 'Riverbend School District').getByRole('button', { name: 'Log in to account' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: /Taylor/ })).toBeVisible();
    await expect(page.getByText('M10020016')).toBeVisible();
    await expectNoAxeViolations(page);
    // The mid-login route now belongs to a finished login: back to /home.
    await page.goto(`${origin.main}/group-selection`);
    await expect(page).toHaveURL(/\/home$/);
  });

  test('the group buttons work by keyboard', async ({ page }) => {
    await openGroupSelection(page);
    const button = card(page, 'Riverbend School District').getByRole('button', { name: 'Log in to account' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home$/);
  });
});

test('sam views his other group from /select-group (document 1 §2)', async ({ page }) => {
  await signIn(page, 'sam');
  await expect(page.getByText('M10020017')).toBeVisible();
  await page.goto(`${origin.main}/select-group`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Select the group you want to view' }),
  ).toBeVisible();
  const current = card(page, 'Evergreen Logistics');
  await expect(current.getByRole('row', { name: /^Medical/ })).toContainText('Active since');
  await expect(
    current.getByRole('row', { name: /^Medical/ }).getByRole('img', { name: 'Active' }),
  ).toBeVisible();
  await expect(current.getByRole('row', { name: /^Vision/ })).toContainText('Effective on');
  await expect(current.getByRole('row', { name: /^Pharmacy/ })).toContainText('Terminated on');
  await expect(
    current.getByRole('row', { name: /^Pharmacy/ }).getByRole('img', { name: 'Terminated' }),
  ).toBeVisible();
  const former = card(page, 'Harbor Freightways');
  await expect(former.getByRole('row', { name: /^Dental/ })).toContainText('Terminated on');
  await expectNoAxeViolations(page);

  await former.getByRole('button', { name: 'View group' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('M10020018')).toBeVisible();
  await expectNoAxeViolations(page);
});
