import { ACCESS_TOKEN_COOKIE } from '@dash/domain';
import { API_PATHS } from '@dash/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../src/plugins/audit-routes';
import { frameworkBuild } from './helpers/framework-build';
import { renderedQueries } from './helpers/rendered-queries';
import {
  authGet,
  endedSessionToken,
  HOST_BY_DOMAIN,
  sessionToken,
  staffSessionToken,
  temporaryToken,
} from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Decision 053: whom a member's page is rendered for (the session the access-token cookie names, and
 * only while every call made with it passes the auth guard), and where it sends them instead. Run on
 * the web's real framework build, against the seeded database.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webBuild: await frameworkBuild() });
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const cookie = (token: string) => `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(token)}`;
const getPage = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: HOST_BY_DOMAIN[1], ...headers } });

describe("where a member's page sends them", () => {
  it('responds to a page that is not the member’s to see with a redirect to where the page sends them', async () => {
    // Morgan's coverage ended: the ID card is blocked, and the page sends the member home.
    const response = await getPage('/id-card', { cookie: cookie(await sessionToken(t.app, 'morgan')) });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/home');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe('');
  });

  it.each([
    '//elsewhere.example.com/home',
    '/\\elsewhere.example.com/home',
    '/services/medical/x?next=//elsewhere.example.com',
    '/history/2026-01-01/%2F%2Felsewhere.example.com',
  ])('sends no one off the site from %s', async (url) => {
    const response = await getPage(url, { cookie: cookie(await sessionToken(t.app, 'alex')) });
    // A page, or a redirect to a path of this site (plugins/framework-pages.ts refuses any other).
    expect(response.headers.location ?? '/').toMatch(/^\/(?![/\\])/);
  });
});

describe("a visitor whose cookie names no session of the brand's", () => {
  it.each([
    ['an ended session', async () => ({ cookie: cookie(await endedSessionToken(t.app, 'alex')) })],
    [
      "another brand's session",
      async () => ({ cookie: cookie(await sessionToken(t.app, 'alex')), host: HOST_BY_DOMAIN[2] }),
    ],
    ['a sign-in (temporary) token', async () => ({ cookie: cookie(await temporaryToken(t.app, 'alex')) })],
    ['a token that is not one', async () => ({ cookie: cookie('not-a-token') })],
  ])('gets no member data with %s: the browser meets the refusal', async (_case, headers) => {
    const { subscriberId } = (
      await authGet(t.app, API_PATHS.shell, await sessionToken(t.app, 'alex'))
    ).json();
    const response = await getPage('/home', await headers());
    expect(response.statusCode).toBe(200);
    expect(await renderedQueries(response.body)).toEqual([]);
    expect(response.body).not.toContain(subscriberId);
    expect(response.body).not.toContain('Welcome, Alex');
  });

  it('is sent to /login from a member page when the cookie is empty', async () => {
    const response = await getPage('/home', { cookie: `${ACCESS_TOKEN_COOKIE}=` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login');
  });
});

describe("a staff person's page as the member", () => {
  it("is audited as the browser's own reads", async () => {
    const subscriber = await authGet(t.app, API_PATHS.shell, await sessionToken(t.app, 'alex'));
    const token = await staffSessionToken(t.app, subscriber.json().subscriberId);
    const before = await staffReads();
    const response = await getPage('/home', { cookie: cookie(token) });
    expect(response.statusCode).toBe(200);
    const added = (await staffReads())
      .slice(before.length)
      .sort((a, b) => String(a.route).localeCompare(String(b.route)));
    expect(added).toEqual([
      expect.objectContaining({ route: API_PATHS.home, status: 200, staffRole: 'logInAsAnyone' }),
      expect.objectContaining({ route: API_PATHS.shell, status: 200, staffRole: 'logInAsAnyone' }),
    ]);
  });
});

/** The staff-read audit rows, written first (the writer batches). */
async function staffReads() {
  await t.app.audit.flush();
  const rows = await t.database.db
    .selectFrom('audit_log')
    .select(['detail'])
    .where('action', '=', AUDIT_ACTIONS.staffRead)
    .orderBy('audit_id')
    .execute();
  return rows.map(
    (row) =>
      (typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail) as Record<string, unknown>,
  );
}
