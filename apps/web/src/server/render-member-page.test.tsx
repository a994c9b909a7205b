import { API_PATHS } from '@dash/domain/api';
import { describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { brandConfig } from '../../test/fixtures';
import { alexHome, homeHandlers } from '../../test/home-fixtures';
import { getDrawnPageCalls, renderMemberPage } from './render-page';

/** The answers the gateway would pass: the JSON of GET shell and GET home as the handlers send them. */
async function answersFor(calls: readonly string[]) {
  const handlers = homeHandlers(alexHome);
  const entries = await Promise.all(
    calls.map(async (path) => {
      const response = await handlers[`GET ${path}`]?.(new Request(`https://localhost${path}`));
      return [path, await response?.json()] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Issue 16, LCP of the signed-in pages: /home drawn by the server with the member's data (its hydration: e2e member-first-paint). */
describe("the server's /home", () => {
  it('is drawn from GET shell and GET home, with no boundary or script left for the browser', async () => {
    const calls = getDrawnPageCalls('/home');
    expect(calls).toEqual([API_PATHS.shell, API_PATHS.home]);
    expect(getDrawnPageCalls('/claims')).toBeNull();
    const html = await renderMemberPage(
      'https://localhost/home',
      brandConfig(1),
      'en',
      await answersFor(calls ?? []),
    );
    expect(html).toContain('<h1 id="welcome-title">Welcome, Alex</h1>');
    expect(html).not.toContain('<!--$!-->');
    expect(html).not.toContain('<script');
    // Nothing of the member's answers is left in the process's cache after the render.
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
