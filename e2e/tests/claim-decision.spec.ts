import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { origin, signIn } from '../support/personas';
import { atWidth, expectNoSidewaysScroll } from '../support/widths';

/**
 * Issue 36 §7: alex's denied claim C-ALEX-0046 says why, on which plan provision, how and by when to
 * appeal and whom to call; its EOB pdf carries the same notice.
 */
test('alex opens the denied claim C-ALEX-0046 and reads why, how to appeal and whom to call', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await atWidth(page, 1280);
  await signIn(page, 'alex');
  await page.goto(`${origin.main}/claims/C-ALEX-0046`);
  await expect(page.getByRole('heading', { level: 1, name: 'Claim C-ALEX-0046' })).toBeVisible();
  await expect(page.getByText('Denied', { exact: true })).toBeVisible();

  // Every line: how the share arose (not covered), the reason code in plain words, the provision.
  const lines = page
    .locator('.claims-list > li')
    .filter({ has: page.getByRole('heading', { level: 3, name: /^D\d{4} / }) });
  await expect(lines).toHaveCount(2);
  for (const line of await lines.all()) {
    await expect(line.getByText('Not covered', { exact: true })).toBeVisible();
    await expect(line.getByText('Reason 119:', { exact: true })).toBeVisible();
    await expect(
      line.getByText(/Reason 119: Not covered: you have already used the number of these services/),
    ).toBeVisible();
    await expect(
      line.getByText('Plan provision: Certificate of coverage, section 5.3: Frequency limits'),
    ).toBeVisible();
  }

  // The appeal: by when (180 days from the notice) and where; member services by phone.
  const appeal = page.getByRole('region', { name: 'Your right to appeal' });
  await expect(appeal).toContainText(
    /We must receive your appeal by \d{2}\/\d{2}\/\d{4} \(180 days from the date of this notice\)\./,
  );
  await expect(appeal).toContainText('Attn: Appeals');
  await expect(page.getByRole('link', { name: '1-555-010-1300' })).toHaveAttribute(
    'href',
    'tel:1-555-010-1300',
  );

  await expectNoAxeViolations(page);
  await atWidth(page, 320);
  await expectNoSidewaysScroll(page);
  await atWidth(page, 1280);

  // The EOB pdf of the same claim opens.
  const pdfResponse = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/eobs/EOB-C-ALEX-0046/pdf',
  );
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: /View EOB \(PDF\)/ }).click();
  const pdf = await pdfResponse;
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await (await popup).close();
});
