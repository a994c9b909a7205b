import { API_PATHS } from '@dash/domain/api';
import type { Page } from '@playwright/test';
import { watchHeadingRemovals } from './heading-removals';
import { watchLiveMoment } from './live-moment';
import { atWidth } from './widths';

/**
 * Before a server-rendered page is opened, at a phone's width: watches what React's hydration of it could get
 * wrong (headings replaced, controls live before React owns them) and collects the page's errors,
 * which the returned list fills with as they come: those in the console, and those the app reports
 * to the gateway (a part the server could not render, React's error 419, is reported, not logged).
 */
export async function watchHydration(page: Page): Promise<string[]> {
  await atWidth(page, 390);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === API_PATHS.clientErrors)
      errors.push(`reported: ${request.postData() ?? ''}`);
  });
  await watchHeadingRemovals(page);
  await watchLiveMoment(page);
  return errors;
}
