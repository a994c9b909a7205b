import { API_PATHS } from '@dash/domain/api';
import { describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { alexAccount } from '../../test/account-fixtures';
import type { Handler } from '../../test/fetch-mock';
import { brandConfig } from '../../test/fixtures';
import { alexHome, homeHandlers, jordanHome } from '../../test/home-fixtures';
import { renderFetch } from '../../test/render-fetch';
import { type DrawnMemberPage, renderMemberPage } from './render-page';

/** A cold, unbundled import of the page's modules under the full parallel run can pass the 2 s. */
const LIMIT_MS = 15_000;

/** The markup of a rendered page (null: not rendered; a redirect's address as such). */
const htmlOf = (page: DrawnMemberPage | null) => (page !== null && 'html' in page ? page.html : page);

/** Issue 16, LCP of the signed-in pages: member pages rendered by the server with the member's data (their hydration: e2e member-first-paint). */
describe("the server's member pages", () => {
  it('renders /home from GET shell and GET home, with no boundary or script left for the browser', async () => {
    const { fetch, urls } = renderFetch(homeHandlers(alexHome));
    const page = await renderMemberPage('https://localhost/home', brandConfig(1), 'en', {
      fetch,
      limitMs: LIMIT_MS,
    });
    const html = htmlOf(page);
    expect(html).toContain('<h1 id="welcome-title">Welcome, Alex</h1>');
    expect(html).not.toContain('<!--$!-->');
    expect(html).not.toContain('<script');
    // Its loaders' calls, each once, and nothing of the member's data left in the process's cache.
    expect([...urls].sort()).toEqual([API_PATHS.home, API_PATHS.shell]);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    // The queries it was rendered from, for the browser's cache to be hydrated with.
    const queries = page !== null && 'queries' in page ? page.queries.queries : [];
    expect(queries.map((query) => query.queryKey)).toEqual([['shell'], ['home']]);
  });

  it("renders from its own query cache: the browser's cache, holding another member, is neither read nor changed", async () => {
    queryClient.setQueryData(['home'], jordanHome);
    try {
      const page = await renderMemberPage('https://localhost/home', brandConfig(1), 'en', {
        fetch: renderFetch(homeHandlers(alexHome)).fetch,
        limitMs: LIMIT_MS,
      });
      expect(htmlOf(page)).toContain('<h1 id="welcome-title">Welcome, Alex</h1>');
      expect(
        queryClient
          .getQueryCache()
          .getAll()
          .map((query) => query.queryKey),
      ).toEqual([['home']]);
      expect(queryClient.getQueryData(['home'])).toBe(jordanHome);
    } finally {
      queryClient.clear();
    }
  });

  it('renders /contact-us from GET shell alone: the contacts, and the calendar left to the browser', async () => {
    const { fetch, urls } = renderFetch(homeHandlers(alexHome));
    const html = htmlOf(
      await renderMemberPage('https://localhost/contact-us', brandConfig(1), 'en', {
        fetch,
        limitMs: LIMIT_MS,
      }),
    );
    expect(urls).toEqual([API_PATHS.shell]);
    expect(html).toContain('>Contact us</h1>');
    expect(html).toContain('Back to home');
    // The calendar's HTML is sanitized by the browser's parser, once React owns the page.
    expect(html).toContain('Loading the holiday calendar');
    expect(html).not.toContain('<script');
  });

  it.each([
    ['a termed member', true, { redirectTo: '/home' }],
    ['a member with cards', false, expect.stringContaining('>ID cards</h1>')],
  ])('renders /id-card for %s: where the page sends them, or the page', async (_who, blocked, rendered) => {
    const handlers: Record<string, Handler> = {
      ...homeHandlers(alexHome),
      [`GET ${API_PATHS.account}`]: () => Response.json(alexAccount),
      [`GET ${API_PATHS.idCardMembers}`]: () => Response.json({ blocked, members: [] }),
    };
    const { fetch, urls } = renderFetch(handlers);
    const page = await renderMemberPage('https://localhost/id-card', brandConfig(1), 'en', {
      fetch,
      limitMs: LIMIT_MS,
    });
    // The area resolves the account state first (AccountStateFirst), then lists the cards.
    expect([...urls].sort()).toEqual([API_PATHS.account, API_PATHS.idCardMembers, API_PATHS.shell]);
    expect(page !== null && 'redirectTo' in page ? page : htmlOf(page)).toEqual(rendered);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('leaves a page to the browser when one of its calls is refused: the browser meets the refusal itself', async () => {
    const handlers = {
      ...homeHandlers(alexHome),
      [`GET ${API_PATHS.home}`]: () => new Response(null, { status: 403 }),
    };
    const page = await renderMemberPage('https://localhost/home', brandConfig(1), 'en', {
      fetch: renderFetch(handlers).fetch,
      limitMs: LIMIT_MS,
    });
    expect(page).toBeNull();
  });

  describe('with times in them (account access)', () => {
    const signedInAt = '2026-11-25T15:04:00.000Z';
    const accessHandlers = (): Record<string, Handler> => ({
      ...homeHandlers(alexHome),
      [`GET ${API_PATHS.account}`]: () => Response.json(alexAccount),
      [`GET ${API_PATHS.accountAccess}`]: () =>
        Response.json({
          sessions: [
            {
              sessionId: '11111111-1111-4111-8111-111111111111',
              signedInAt,
              lastUsedAt: signedInAt,
              domainId: 1,
              browser: 'Chrome 131',
              device: 'Windows 10, desktop',
              current: true,
            },
          ],
          staffVisits: [],
          canEndSessions: true,
        }),
    });

    it.each([
      ['America/Chicago', 'en', 'Nov 25, 2026, 9:04\u202fAM'],
      ['Asia/Tokyo', 'en', 'Nov 26, 2026, 12:04\u202fAM'],
      ['America/Chicago', 'es', '25 nov 2026, 9:04'],
    ])('renders them in the zone the browser named: %s, %s → %s', async (timeZone, locale, shown) => {
      const { fetch, urls } = renderFetch(accessHandlers());
      const html = htmlOf(
        await renderMemberPage(
          'https://localhost/account/settings/access',
          brandConfig(1),
          locale === 'es' ? 'es' : 'en',
          { fetch, timeZone, limitMs: LIMIT_MS },
        ),
      );
      expect([...urls].sort()).toEqual([API_PATHS.account, API_PATHS.accountAccess, API_PATHS.shell]);
      // The same formatter the browser's first render uses, in that zone: its text, whatever ICU spaces it with.
      const expected = new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone,
      }).format(new Date(signedInAt));
      expect(expected.replace(/\s/g, ' ')).toBe(shown.replace(/\s/g, ' '));
      expect(html).toContain(`<dd>${expected}</dd>`);
    });

    it('leaves them to the browser when it named no zone: the server’s own need not be the member’s', async () => {
      const page = await renderMemberPage('https://localhost/account/settings/access', brandConfig(1), 'en', {
        fetch: renderFetch(accessHandlers()).fetch,
        limitMs: LIMIT_MS,
      });
      expect(page).toBeNull();
      expect(queryClient.getQueryCache().getAll()).toEqual([]);
    });
  });

  it('throws when the page cannot be rendered, so the gateway says why and sends the boot screen', async () => {
    const fetch = async () => Response.json({ not: 'a shell' });
    await expect(
      renderMemberPage('https://localhost/home', brandConfig(1), 'en', { fetch, limitMs: LIMIT_MS }),
    ).rejects.toThrow();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
