import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectFocusVisible, tabTo } from '../support/keyboard';
import { fillLogin, origin, PASSWORD, signIn } from '../support/personas';
import { atWidth, expectNoSidewaysScroll } from '../support/widths';

const SUBJECT = 'Is acupuncture covered?';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('a member writes to member services, support answers from the inbox, and the member reads it (issue 39 §1)', async ({
  browser,
}) => {
  // Two people, eleven axe scans: longer than one page's journey.
  test.setTimeout(90_000);
  const member = await browser.newPage();
  await signIn(member, 'alex');
  // The seed's unread staff reply is counted in the shell.
  const messagesLink = member.getByRole('link', { name: /^Messages/ });
  await expect(messagesLink).toContainText('1 unread');
  await messagesLink.click();
  await expect(member).toHaveURL(/\/messages$/);
  await expect(member.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expectNoAxeViolations(member);

  // The new message, by keyboard: a refusal first, then the message with a receipt.
  const newMessage = member.getByRole('link', { name: 'New message' });
  await tabTo(member, newMessage);
  await expectFocusVisible(member);
  await member.keyboard.press('Enter');
  await expect(member.getByRole('heading', { level: 1, name: 'New message' })).toBeVisible();
  await member.getByRole('button', { name: 'Send' }).click();
  await expect(member.getByText('Enter a subject of at most 120 characters.')).toBeVisible();
  await expectNoAxeViolations(member);
  await member.getByLabel('Subject').fill(SUBJECT);
  await member.getByLabel('Topic').selectOption('benefits');
  await member
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Does my plan cover acupuncture visits?');
  await member.getByLabel('Attachments (optional)').setInputFiles({
    name: 'receipt.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await member.getByRole('button', { name: 'Send' }).press('Enter');
  await expect(member.getByRole('heading', { level: 1, name: SUBJECT })).toBeVisible();
  await expect(member.getByRole('button', { name: 'Download receipt.pdf' })).toBeVisible();
  await expectNoAxeViolations(member);

  // Support signs in as themselves and finds it in the brand's inbox.
  const staff = await (await browser.newContext()).newPage();
  await staff.goto(`${origin.main}/login`);
  await fillLogin(staff, 'support', PASSWORD);
  await expect(staff).toHaveURL(/\/login-as$/);
  await staff.getByRole('link', { name: 'Member services inbox' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Member services inbox' })).toBeVisible();
  await expectNoAxeViolations(staff);
  await staff.getByRole('link', { name: SUBJECT }).click();
  await expect(staff.getByRole('heading', { level: 1, name: SUBJECT })).toBeVisible();
  await expectNoAxeViolations(staff);
  await staff.getByLabel('Your reply').fill('Yes: up to 12 visits a year, with a referral.');
  await staff.getByRole('button', { name: 'Send reply' }).click();
  await expect(staff.getByText('Yes: up to 12 visits a year, with a referral.')).toBeVisible();

  // Back with the member: the answer is counted, then read, signed by support.
  await member.goto(`${origin.main}/messages`);
  await expect(member.getByRole('link', { name: SUBJECT })).toBeVisible();
  await expect(member.getByText('1 unread').first()).toBeVisible();
  await member.getByRole('link', { name: SUBJECT }).click();
  await expect(member.getByText('Yes: up to 12 visits a year, with a referral.')).toBeVisible();
  await expect(member.getByRole('heading', { name: 'Support, Member services' }).last()).toBeVisible();
  await expectNoAxeViolations(member);

  // At 320 px nothing scrolls sideways, on the conversation and the list.
  await atWidth(member, 320);
  await expectNoSidewaysScroll(member);
  await expectNoAxeViolations(member);
  await member.goto(`${origin.main}/messages`);
  await expectNoSidewaysScroll(member);
  await atWidth(staff, 320);
  await staff.goto(`${origin.main}/staff/messages`);
  await expect(staff.getByRole('heading', { level: 1, name: 'Member services inbox' })).toBeVisible();
  await expectNoSidewaysScroll(staff);
  await expectNoAxeViolations(staff);
});
