import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ACCESS_TOKEN_COOKIE, MESSAGE_TOPICS, TIME_ZONE_COOKIE } from '@dash/domain';
import { AccountAccessResponse, API_PATHS, ClaimPage, MemberNotificationList } from '@dash/domain/api';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { frameworkBuild } from './helpers/framework-build';
import { renderedData, renderedQueries } from './helpers/rendered-queries';
import { authGet, HOST_BY_DOMAIN, sessionToken, staffSessionToken, type TestDomain } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 16, decision 053: a member's page is sent server-rendered with the member's data, from the
 * calls its loaders send through the gateway's routes as the member the access-token cookie names.
 * Run on the web's real framework build, against the seeded database; what a page carries is read
 * back as the browser hydrates it (helpers/rendered-queries.ts).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webBuild: await frameworkBuild() });
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const cookie = (token: string) => `theme=dark; ${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(token)}; other=1`;
const getPage = (url: string, headers: Record<string, string> = {}, domainId: TestDomain = 1) =>
  t.app.inject({ method: 'GET', url, headers: { host: HOST_BY_DOMAIN[domainId], ...headers } });

/** The API addresses a page's render called in process (plugins/visitor-fetch.ts sends each through `inject`). */
async function renderCalls(render: () => Promise<unknown>): Promise<string[]> {
  const inject = vi.spyOn(t.app, 'inject');
  try {
    await render();
    // The spy is typed by inject's last overload (no arguments); a render's calls each pass their options.
    const calls = inject.mock.calls as unknown as [InjectOptions | string][];
    return calls
      .map(([options]) => (typeof options === 'string' ? options : String(options.url)))
      .filter((url) => url.startsWith('/api/'));
  } finally {
    inject.mockRestore();
  }
}

const HTML_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&#x27;': "'",
  '&quot;': '"',
  '&lt;': '<',
  '&gt;': '>',
};

/** A select of the server's HTML by its field name: its options' values and words, and which is selected. */
function selectOf(html: string, name: string) {
  const select = html.match(new RegExp(`<select[^>]*name="${name}"[^>]*>(.*?)</select>`))?.[1];
  if (select === undefined) throw new Error(`no select named ${name} in the page`);
  return [...select.matchAll(/<option value="([^"]*)"( selected="")?>([^<]*)<\/option>/g)].map(
    ([, value, selected, words]) => ({
      value,
      label: String(words).replace(/&[#\w]+;/g, (entity) => HTML_ENTITIES[entity] ?? entity),
      selected: selected !== undefined,
    }),
  );
}

/** The claim form's submit button as the server rendered it. */
const submitButtonOf = (html: string) => html.match(/<button type="submit"[^>]*>Submit claim<\/button>/)?.[0];

describe("a member's page the server renders", () => {
  it("is rendered for the cookie's session from the responses the member's own calls get", async () => {
    const token = await sessionToken(t.app, 'alex');
    const response = await getPage('/home', { cookie: cookie(token), 'accept-language': 'es-MX,es;q=0.9' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="es"');
    const carried = await renderedData(response.body);
    for (const url of [API_PATHS.shell, API_PATHS.home]) {
      expect(carried).toContainEqual((await authGet(t.app, url, token)).json());
    }
  });

  it("asks for what depends on GET shell with the shell's response: the dependent's own dental benefits", async () => {
    const token = await sessionToken(t.app, 'jordan');
    expect((await authGet(t.app, API_PATHS.shell, token)).json().memberSuffix).toBe(1);
    const response = await getPage('/benefits/dental', { cookie: cookie(token) });
    const own = await authGet(t.app, `${API_PATHS.benefitsDental}?suffix=1`, token);
    expect(await renderedData(response.body)).toContainEqual(own.json());
  });

  it("sends a page's calls on the brand it is rendered for: eBill's on the main brand, none on the partner's", async () => {
    const alex = await sessionToken(t.app, 'alex');
    const main = await renderCalls(() => getPage('/account/ebill', { cookie: cookie(alex) }));
    expect(main).toContain(API_PATHS.ebillLink);
    const piper = await sessionToken(t.app, 'piper', 5);
    const partner = await renderCalls(() => getPage('/account/ebill', { cookie: cookie(piper) }, 5));
    expect(partner).toContain(API_PATHS.shell);
    expect(partner.filter((url) => url.startsWith('/api/ebill'))).toEqual([]);
  });

  it.each([
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const)('is sent compressed when the browser accepts %s', async (accepted, encoding, decompress) => {
    const token = await sessionToken(t.app, 'alex');
    const response = await getPage('/home', { cookie: cookie(token), 'accept-encoding': accepted });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(decompress(response.rawPayload).toString()).toContain('Welcome, Alex');
  });

  it('renders a page opened with a query as the query asks, and without what a call refuses', async () => {
    const token = await sessionToken(t.app, 'alex');
    const chosen = await getPage('/benefits/dental?suffix=1', { cookie: cookie(token) });
    const carried = await renderedData(chosen.body);
    expect(carried).toContainEqual(
      (await authGet(t.app, `${API_PATHS.benefitsDental}?suffix=1`, token)).json(),
    );
    expect(carried).not.toContainEqual(
      (await authGet(t.app, `${API_PATHS.benefitsDental}?suffix=0`, token)).json(),
    );
    // No member 9 in the family: the call is refused, the page is rendered without it, and the browser
    // meets the refusal when it asks.
    expect((await authGet(t.app, `${API_PATHS.benefitsDental}?suffix=9`, token)).statusCode).toBe(404);
    const refused = await getPage('/benefits/dental?suffix=9', { cookie: cookie(token) });
    expect(refused.statusCode).toBe(200);
    const keys = JSON.stringify((await renderedQueries(refused.body)).map(({ queryKey }) => queryKey));
    expect(keys).toContain('shell');
    expect(keys).not.toContain('suffix=9');
  });

  it('renders the times of a page in the time zone the browser named', async () => {
    const token = await sessionToken(t.app, 'alex');
    const access = AccountAccessResponse.parse((await authGet(t.app, API_PATHS.accountAccess, token)).json());
    const signedInAt = new Date(String(access.sessions.find((session) => session.current)?.signedInAt));
    const shown = (timeZone: string) =>
      `<dd>${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(signedInAt)}</dd>`;
    const pageIn = (timeZone: string) =>
      getPage('/account/settings/access', {
        cookie: `${cookie(token)}; ${TIME_ZONE_COOKIE}=${encodeURIComponent(timeZone)}`,
      });
    const [chicago, tokyo] = [await pageIn('America/Chicago'), await pageIn('Asia/Tokyo')];
    expect(chicago.body).toContain(shown('America/Chicago'));
    expect(chicago.body).not.toContain(shown('Asia/Tokyo'));
    expect(tokyo.body).toContain(shown('Asia/Tokyo'));
    expect(tokyo.body).not.toContain(shown('America/Chicago'));
  });

  it("renders a claim in the address from the member's call, and another family's without its data", async () => {
    const token = await sessionToken(t.app, 'alex');
    const own = await getPage('/claims/C-ALEX-0001', { cookie: cookie(token) });
    expect(await renderedData(own.body)).toContainEqual(
      (await authGet(t.app, '/api/claims/C-ALEX-0001', token)).json(),
    );
    const family = await t.database.db
      .selectFrom('claims')
      .select('family_key')
      .where('claim_number', '=', 'C-ALEX-0001')
      .executeTakeFirstOrThrow();
    const foreign = await t.database.db
      .selectFrom('claims')
      .select(['claim_number', 'member_key', 'family_key'])
      .where('family_key', '!=', family.family_key)
      .orderBy('claim_number')
      .executeTakeFirstOrThrow();
    for (const claimNumber of [foreign.claim_number, 'C-NONE-0001']) {
      expect((await authGet(t.app, `/api/claims/${claimNumber}`, token)).statusCode).toBe(404);
      const response = await getPage(`/claims/${claimNumber}`, { cookie: cookie(token) });
      // The page is the member's own, rendered without the claim; the browser meets the 404 itself.
      expect(response.statusCode).toBe(200);
      const keys = (await renderedQueries(response.body)).map(({ queryKey }) => queryKey);
      expect(keys).not.toContainEqual(['claim', claimNumber]);
      expect(response.body).not.toContain(foreign.member_key);
      expect(response.body).not.toContain(foreign.family_key);
    }
  });

  it('carries a text response as its text: the Outline of Coverage', async () => {
    const token = await sessionToken(t.app, 'alex');
    const response = await getPage('/benefits/member-handbooks', { cookie: cookie(token) });
    expect(response.statusCode).toBe(200);
    const own = await authGet(t.app, API_PATHS.outlineOfCoverage, token);
    expect(own.headers['content-type']).toMatch(/^text\/plain/);
    expect(own.body).not.toBe('');
    expect(await renderedData(response.body)).toContain(own.body);
  });

  it("renders the claim form whole: the member's family in its select, the brand's claim types", async () => {
    const token = await sessionToken(t.app, 'alex');
    const response = await getPage('/claims/submit?type=dental', { cookie: cookie(token) });
    expect(response.statusCode).toBe(200);
    const { members } = ClaimPage.parse((await authGet(t.app, API_PATHS.claims, token)).json());
    expect(members.length).toBeGreaterThan(1);
    expect(selectOf(response.body, 'memberSuffix')).toEqual([
      { value: '', label: 'Choose a member', selected: false },
      ...members.map((m) => ({ value: String(m.suffix), label: m.firstName, selected: false })),
    ]);
    // The address's type is chosen; the main brand takes medical claims as well.
    expect(selectOf(response.body, 'claimType').map(({ value, selected }) => [value, selected])).toEqual([
      ['', false],
      ['medical', false],
      ['dental', true],
    ]);
    expect(response.body).toContain('name="attachments"');
    // Sent for the browser's cache with the page, so it is hydrated with the same family.
    expect(await renderedData(response.body)).toContainEqual(expect.objectContaining({ members }));
    // No sending before React owns the form: the plain form would put its fields in the address.
    expect(submitButtonOf(response.body)).toContain('disabled=""');
  });

  it("renders the new message's form whole from the shell's call alone: its topics, its file field", async () => {
    const token = await sessionToken(t.app, 'alex');
    const sent: { body: string; statusCode: number }[] = [];
    const calls = await renderCalls(async () => {
      sent.push(await getPage('/messages/new', { cookie: cookie(token) }));
    });
    const [response] = sent;
    if (!response) throw new Error('no response');
    // The form needs no data of its own: the shell's facts are all it is rendered from (beside the
    // root's accreditation badge, every page's).
    expect(calls.filter((url) => url !== API_PATHS.accreditation).sort()).toEqual([API_PATHS.shell]);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('New message');
    expect(selectOf(response.body, 'topic').map(({ value }) => value)).toEqual(['', ...MESSAGE_TOPICS]);
    expect(response.body).toContain('name="subject"');
    expect(response.body).toMatch(
      /<input[^>]*type="file"[^>]*name="attachments"|name="attachments"[^>]*type="file"/,
    );
    expect(await renderedData(response.body)).toContainEqual(
      (await authGet(t.app, API_PATHS.shell, token)).json(),
    );
  });

  it("renders the member's conversations and notifications from their calls, and the bell's count with the shell", async () => {
    const token = await sessionToken(t.app, 'alex');
    const messages = await getPage('/messages', { cookie: cookie(token) });
    expect(messages.statusCode).toBe(200);
    expect(await renderedData(messages.body)).toContainEqual(
      (await authGet(t.app, API_PATHS.secureMessages, token)).json(),
    );
    const notifications = await getPage('/notifications', { cookie: cookie(token) });
    const own = MemberNotificationList.parse(
      (await authGet(t.app, API_PATHS.memberNotifications, token)).json(),
    );
    expect(own.notifications.length).toBeGreaterThan(0);
    expect(JSON.stringify(await renderedData(notifications.body))).toContain(
      JSON.stringify(own.notifications),
    );
    // No page of them asks for the unread notifications on its own: the shell's statement counts them.
    const calls = await renderCalls(() => getPage('/home', { cookie: cookie(token) }));
    expect(calls).not.toContain(API_PATHS.memberNotificationsUnread);
    const shell = (await authGet(t.app, API_PATHS.shell, token)).json();
    expect(shell.unreadNotifications).toBe(own.unreadCount);
  });

  it("renders the partner brand's claim form for dental claims only, and a login-as session's without sending", async () => {
    const piper = await sessionToken(t.app, 'piper', 5);
    const partner = await getPage('/claims/submit', { cookie: cookie(piper) }, 5);
    expect(partner.statusCode).toBe(200);
    expect(selectOf(partner.body, 'claimType')).toEqual([
      { value: 'dental', label: 'Dental', selected: true },
    ]);
    expect(partner.body).toContain('Your plan takes dental claims.');
    const loginAs = await staffSessionToken(t.app, 'M10020001');
    const staff = await getPage('/claims/submit', { cookie: cookie(loginAs) });
    expect(staff.statusCode).toBe(200);
    expect(staff.body).toContain(
      'Staff signed in as a member can see this form but cannot submit a claim for the member.',
    );
    expect(selectOf(staff.body, 'memberSuffix').length).toBeGreaterThan(1);
  });
});
