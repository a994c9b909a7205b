import type { Page, Route } from '@playwright/test';

/**
 * Holds every request to `pattern` until `release()`: to see what a page shows while it waits. Then
 * `respond` settles it (by default the request goes on to the gateway).
 */
export async function holdRoute(
  page: Page,
  pattern: string,
  respond: (route: Route) => Promise<void> = (route) => route.continue(),
): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await respond(route);
  });
  return { release: () => release() };
}
