import { API_PATHS } from '@dash/domain/api';
import { describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { alexAccount } from '../../test/account-fixtures';
import { brandConfig } from '../../test/fixtures';
import { jordanHome } from '../../test/home-fixtures';
import { serverAnswersFor } from '../../test/server-answers';
import { getDrawnPageCalls, renderMemberPage } from './render-page';

const answersFor = (calls: readonly string[]) => serverAnswersFor(calls);

/** Issue 16, LCP of the signed-in pages: /home drawn by the server with the member's data (its hydration: e2e member-first-paint). */
describe("the server's member pages", () => {
  it('is drawn from GET shell and GET home, with no boundary or script left for the browser', async () => {
    const [shell] = Object.values(await answersFor([API_PATHS.shell]));
    const calls = (await getDrawnPageCalls('/home', shell, 1)) ?? [];
    const html = await renderMemberPage(
      'https://localhost/home',
      brandConfig(1),
      'en',
      await answersFor([API_PATHS.shell, ...calls]),
      // A cold, unbundled import of the page's modules under the full parallel run can pass the 2 s.
      { limitMs: 15_000 },
    );
    expect(html).toContain('<h1 id="welcome-title">Welcome, Alex</h1>');
    expect(html).not.toContain('<!--$!-->');
    expect(html).not.toContain('<script');
    // Nothing of the member's answers is left in the process's cache after the render.
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it("renders from its own query cache: the browser's cache, holding another member, is neither read nor changed", async () => {
    const [shell] = Object.values(await answersFor([API_PATHS.shell]));
    const calls = (await getDrawnPageCalls('/home', shell, 1)) ?? [];
    const answers = await answersFor([API_PATHS.shell, ...calls]);
    queryClient.setQueryData(['home'], jordanHome);
    try {
      const html = await renderMemberPage('https://localhost/home', brandConfig(1), 'en', answers, {
        limitMs: 15_000,
      });
      expect(html).toContain('<h1 id="welcome-title">Welcome, Alex</h1>');
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

  it('draws /contact-us from GET shell alone: the contacts, and the calendar left to the browser', async () => {
    const answers = await answersFor([API_PATHS.shell]);
    expect(await getDrawnPageCalls('/contact-us', answers[API_PATHS.shell], 1)).toEqual([]);
    const html = await renderMemberPage('https://localhost/contact-us', brandConfig(1), 'en', answers, {
      limitMs: 15_000,
    });
    expect(html).toContain('>Contact us</h1>');
    expect(html).toContain('Back to home');
    // The calendar's HTML is sanitized by the browser's parser, once React owns the page.
    expect(html).toContain('Loading the holiday calendar');
    expect(html).not.toContain('<script');
  });

  it.each([
    ['a termed member', true, { redirectTo: '/home' }],
    ['a member with cards', false, expect.stringContaining('>ID cards</h1>')],
  ])('answers /id-card for %s: where the page sends them, or the page', async (_who, blocked, drawn) => {
    const answers: Record<string, unknown> = {
      ...(await answersFor([API_PATHS.shell, API_PATHS.account])),
      [API_PATHS.idCardMembers]: { blocked, members: [] },
    };
    // The area resolves the account state first (its loader), then lists the cards.
    expect(await getDrawnPageCalls('/id-card', answers[API_PATHS.shell], 1)).toEqual([
      API_PATHS.account,
      API_PATHS.idCardMembers,
    ]);
    const page = await renderMemberPage('https://localhost/id-card', brandConfig(1), 'en', answers, {
      limitMs: 15_000,
    });
    expect(page).toEqual(drawn);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  describe('with times in them (account access)', () => {
    const signedInAt = '2026-11-25T15:04:00.000Z';
    const accessAnswers = async (): Promise<Record<string, unknown>> => ({
      ...(await answersFor([API_PATHS.shell])),
      [API_PATHS.account]: alexAccount,
      [API_PATHS.accountAccess]: {
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
      },
    });

    it.each([
      ['America/Chicago', 'en', 'Nov 25, 2026, 9:04\u202fAM'],
      ['Asia/Tokyo', 'en', 'Nov 26, 2026, 12:04\u202fAM'],
      ['America/Chicago', 'es', '25 nov 2026, 9:04'],
    ])('draws them in the zone the browser named: %s, %s → %s', async (timeZone, locale, shown) => {
      const answers = await accessAnswers();
      expect(await getDrawnPageCalls('/account/settings/access', answers[API_PATHS.shell], 1)).toEqual([
        API_PATHS.account,
        API_PATHS.accountAccess,
      ]);
      const html = await renderMemberPage(
        'https://localhost/account/settings/access',
        brandConfig(1),
        locale === 'es' ? 'es' : 'en',
        answers,
        { timeZone, limitMs: 15_000 },
      );
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
      const html = await renderMemberPage(
        'https://localhost/account/settings/access',
        brandConfig(1),
        'en',
        await accessAnswers(),
        { limitMs: 15_000 },
      );
      expect(html).toBeNull();
      expect(queryClient.getQueryCache().getAll()).toEqual([]);
    });
  });

  it('throws when the page cannot be drawn, so the gateway says why and sends the boot screen', async () => {
    await expect(renderMemberPage('https://localhost/home', brandConfig(1), 'en', {})).rejects.toThrow();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
