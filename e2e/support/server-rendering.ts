import { ACCESS_TOKEN_COOKIE } from '@dash/domain';
import type { Page } from '@playwright/test';

/**
 * The member's pages are rendered by the browser from here on, with their loading states, as when the
 * gateway cannot server-render them: the session cookie it renders them for is not sent (decision 029). The
 * session itself is in local storage and goes on working. For tests of what a page shows while its
 * data is on the way, which a server-rendered page never shows.
 */
export async function withoutServerRendering(page: Page): Promise<void> {
  await page.context().clearCookies({ name: ACCESS_TOKEN_COOKIE });
}
