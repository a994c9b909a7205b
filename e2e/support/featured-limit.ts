import { HomeData } from '@dash/domain/api';
import { expect, type Page, type Response } from '@playwright/test';

/** Waits for the page's own GET home: its default accumulator is what the tile must show. */
export function homeResponse(page: Page): Promise<Response> {
  return page.waitForResponse((response) => new URL(response.url()).pathname === '/api/home');
}

/**
 * The featured-limit tile (document 2 §2) word for word against the accumulator the page received:
 * the remaining USD amount with cents (§9), the limit type, and met / total × 100 as a whole percent.
 */
export async function expectFeaturedLimit(page: Page, response: Response, percentShown = true) {
  // Parsed with the contract's schema, as the web client does: a changed response fails here, not silently.
  const { defaultAccumulator: accumulator } = HomeData.parse(await response.json());
  const { limitType, total, totalMet, totalRemaining } = accumulator ?? {};
  if (total == null || totalMet == null || totalRemaining == null) {
    throw new Error('GET home responded without the amounts of a default accumulator');
  }
  expect(limitType).toBe('Annual Limit');
  const remaining = (totalRemaining / 100).toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
  });
  const percent = Math.round((totalMet / total) * 100);
  const tile = page.getByRole('region', { name: 'Your dental benefits' });
  await expect(tile.getByText(`${remaining} remaining`, { exact: true })).toBeVisible();
  await expect(tile.getByText('Annual Limit', { exact: true })).toBeVisible();
  const used = tile.getByText(`${percent}% used`, { exact: true });
  if (percentShown) await expect(used).toBeVisible();
  else await expect(used).toBeHidden();
  await expect(tile.getByRole('link', { name: 'View dental benefits' })).toHaveAttribute(
    'href',
    '/benefits/dental',
  );
}
