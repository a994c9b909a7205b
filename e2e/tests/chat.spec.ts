import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/personas';

/** What the dashboard hands the chat vendor (document 1 §7), as the page holds it. */
type WithChat = Window & { chatSettings?: { customFields: { firstName: string } } };

test('alex chats through the gateway’s stand-in, and the chat leaves with the sign-out (document 1 §7)', async ({
  page,
}) => {
  await signIn(page, 'alex');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Alex' })).toBeVisible();
  const chat = page.getByRole('complementary', { name: 'Chat' });
  const launcher = chat.getByRole('button', { name: 'Chat with us' });
  await expect(launcher).toBeVisible();
  // Passed through the gate: the stand-in greets the member by the custom fields the dashboard set.
  expect(await page.evaluate(() => (window as WithChat).chatSettings?.customFields.firstName)).toBe('Alex');
  await launcher.press('Enter');
  await expect(launcher).toHaveAttribute('aria-expanded', 'true');
  await expect(chat.getByRole('status')).toHaveText(
    'Hello Alex, this is the local chat stand-in: a support agent would answer here.',
  );
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page.getByText('You have logged out successfully.')).toBeVisible();
  await expect(chat).toHaveCount(0);
  expect(await page.evaluate(() => (window as WithChat).chatSettings === undefined)).toBe(true);
  await expect(page.locator('script#chat-vendor')).toHaveCount(0);
});
