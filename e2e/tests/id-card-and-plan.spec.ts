import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { countMail, waitForMail } from '../support/mailbox';
import { origin, signIn } from '../support/personas';
import { atWidth, expectNoSidewaysScroll } from '../support/widths';

const card = (page: Page, name: RegExp) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) });

/**
 * The controls drawn as buttons in `list` have one box: a link among them kept the link list's own
 * padding and sat at the top of its box beside the buttons ("View as a web page").
 */
async function expectButtonsAlike(list: Locator) {
  const controls = await list.locator('.button').evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      return {
        tag: element.tagName,
        box: `${style.display} ${style.paddingTop} ${style.paddingBottom} ${style.alignItems}`,
      };
    }),
  );
  expect(controls.map(({ tag }) => tag)).toEqual(['BUTTON', 'A', 'BUTTON']);
  expect(controls.map(({ box }) => box)).toEqual(controls.map(() => controls[0]?.box));
}

async function checkPage(page: Page) {
  await expectNoAxeViolations(page);
  await atWidth(page, 320);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await atWidth(page, 1280);
}

test.describe('ID card (issue 13)', () => {
  // The axe scans at two widths take their time on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('alex views, e-mails and orders ID cards, one per family member', async ({ page }) => {
    await signIn(page, 'alex');
    await page.goto('/id-card');
    await expect(page.getByRole('heading', { level: 1, name: 'ID cards' })).toBeVisible();
    const alex = card(page, /^Alex Rivera \(you\)$/);
    const jordan = card(page, /^Jordan Rivera$/);
    await expect(alex).toBeVisible();
    await expect(jordan).toBeVisible();
    await expect(card(page, /^Casey Rivera$/)).toBeVisible();
    await checkPage(page);
    await expectButtonsAlike(jordan.locator('.link-list'));

    // View: the window opens on 'Downloading resource...', then shows the pdf.
    const popupOpened = page.waitForEvent('popup');
    const pdf = page.waitForResponse('**/api/idCard/view?suffix=1');
    await jordan.getByRole('button', { name: /^View ID card/ }).click();
    const popup = await popupOpened;
    expect((await pdf).headers()['content-type']).toBe('application/pdf');
    await expect.poll(() => popup.url()).toMatch(/^blob:/);
    // Not waited for: in one CI run closing the window, its pdf viewer perhaps still loading the
    // blob, never returned and the journey timed out.
    await popup.close({ runBeforeUnload: true });

    // E-mail: queued for the address on file, masked on screen (issue 36), then sent with the pdf;
    // the page's latest e-mail follows it to "sent".
    const before = await countMail('alex.rivera@example.com');
    await jordan.getByRole('button', { name: /^E-mail ID card/ }).click();
    await expect(
      jordan.getByText('We are sending your ID card to a***@example.com. It can take a few minutes.'),
    ).toBeVisible();
    const mail = await waitForMail({
      to: 'alex.rivera@example.com',
      subject: 'Your member ID card',
      since: before,
    });
    expect(mail.attachments.map((file) => file.contentType)).toEqual(['application/pdf']);
    await expect(page.getByText(/^It was sent to a\*\*\*@example\.com\. Requested /)).toBeVisible();
    await expectNoAxeViolations(page);

    // Order: once a day per category; a second order says so.
    await alex.getByLabel(/^Card to order/).selectOption('Dental');
    await alex.getByRole('button', { name: /^Order card/ }).click();
    await expect(
      alex.getByText('Your printed Dental ID card is ordered. It arrives by mail in 7 to 10 days.'),
    ).toBeVisible();
    await alex.getByRole('button', { name: /^Order card/ }).click();
    await expect(
      alex.getByText(
        'A printed Dental ID card was already ordered today. It arrives by mail in 7 to 10 days.',
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('morgan, termed, is sent from /id-card to /home', async ({ page }) => {
    await signIn(page, 'morgan');
    await page.goto('/id-card');
    await expect(page).toHaveURL(/\/home$/);
  });
});

test.describe('eBill and plan management (issue 13)', () => {
  // The axe scans at two widths take their time on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('alex: "Manage your plan" opens the renewal reminder with the shop and exchange links', async ({
    page,
  }) => {
    await signIn(page, 'alex');
    await page.getByRole('link', { name: 'Manage your plan' }).click();
    await expect(page).toHaveURL(/\/account\/plan-management$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage your plan' })).toBeVisible();
    await expect(page.getByText('Plan year reminder')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Shop for a plan/ })).toHaveAttribute(
      'href',
      'https://shop.example.com/individual-plans',
    );
    await expect(page.getByRole('link', { name: /^Visit the health insurance marketplace/ })).toBeVisible();
    await checkPage(page);
  });

  test('elliot sees medical and dental ending', async ({ page }) => {
    await signIn(page, 'elliot');
    await page.goto('/account/plan-management');
    const ending = page.getByRole('status').filter({ hasText: 'Your benefits are ending' });
    await expect(ending.getByRole('listitem')).toHaveText(['Medical', 'Dental']);
    await checkPage(page);
  });

  test('devon sees medical ending and cancels medical and dental with the modal', async ({ page }) => {
    await signIn(page, 'devon');
    await page.goto('/account/plan-management');
    const ending = page.getByRole('status').filter({ hasText: 'Your benefits are ending' });
    await expect(ending.getByRole('listitem')).toHaveText(['Medical']);
    await checkPage(page);

    await page.getByRole('radio', { name: 'Cancel my medical and dental plans' }).check();
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your plan?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(ending.getByRole('listitem')).toHaveText(['Medical', 'Dental']);
  });

  test('alex opens eBill with its link: theme, dashboardlink and idptoken', async ({ page }) => {
    await signIn(page, 'alex');
    await page.goto('/account/ebill');
    await expect(page.getByRole('heading', { level: 1, name: 'eBill' })).toBeVisible();
    const link = page.getByRole('link', { name: /^Go to eBill/ });
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(href.searchParams.get('firsttime')).toBeNull();
    expect(href.searchParams.get('theme')).toBe('evergreen');
    expect(href.searchParams.get('dashboardlink')).toBe(`${origin.main}/account/ebill`);
    expect(href.searchParams.get('idptoken')).toBeTruthy();
    await checkPage(page);
  });

  test('parker (partner brand) has no eBill: /account/ebill is the not-found page', async ({ page }) => {
    // Its journeys run after the first sign-ins (playwright.config.ts): parker's policy is signed.
    await signIn(page, 'parker');
    await expect(page.getByRole('link', { name: 'eBill' })).toHaveCount(0);
    await page.goto(`${origin.partner}/account/ebill`);
    await expect(page).toHaveURL(/\/error\/404$/);
    await expectNoAxeViolations(page);
  });
});
