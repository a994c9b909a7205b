import { ACCESS_TOKEN_COOKIE, PAGE_DATA_ID, TIME_ZONE_COOKIE } from '@dash/domain';
import { API_PATHS } from '@dash/domain/api';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../src/plugins/audit-routes';
import cookies from '../src/plugins/cookies';
import { readSessionCookie, readTimeZoneCookie } from '../src/plugins/member-drawn-pages';
import {
  authGet,
  endedSessionToken,
  HOST_BY_DOMAIN,
  sessionToken,
  staffSessionToken,
  temporaryToken,
} from './helpers/sign-in';
import { createRenderingTestApp, STAND_IN_BOOT } from './helpers/stand-in-web-build';
import type { TestApp } from './helpers/test-app';

/**
 * Issue 16, LCP of the signed-in pages: a member page is sent rendered with the member's data when
 * the access-token cookie names a session the page's calls are made for. A stand-in renderer
 * makes calls with the fetch it is given, as the web's loaders do, and names what it got; the web
 * build's own render and loaders are tested in apps/web (render-member-page.test.tsx,
 * drawn-member-pages.test.ts).
 */
const RENDERER = `export async function renderPage() { return null; }
export function isDrawnMemberPage(pathname) { return pathname.startsWith('/claims/') || pathname === '/rounds' || ['/home', '/benefits/dental', '/id-card', '/account/summary', '/benefits/member-handbooks', '/account/ebill', '/account/settings/access'].includes(pathname); }
/** The calls a page's loaders would make after GET shell, in rounds: a round waits for the one before. */
function rounds(pathname, search, shell, domainId) {
  if (pathname === '/home') return [['${API_PATHS.home}']];
  if (pathname === '/rounds')
    return [['${API_PATHS.account}'], [search === 'refused' ? '/api/claims/C-NONE-0001' : '${API_PATHS.familyEligibility}']];
  if (pathname.startsWith('/claims/')) return [['/api' + pathname]];
  if (pathname === '/account/ebill') return domainId === 5 ? [] : [['${API_PATHS.ebillLink}']];
  if (pathname === '/benefits/member-handbooks') return [['${API_PATHS.outlineOfCoverage}']];
  const suffix = new URLSearchParams(search).get('suffix') ?? shell.memberSuffix;
  return pathname === '/benefits/dental' ? [['${API_PATHS.benefitsDental}?suffix=' + suffix]] : [];
}
export function getDrawnPageModules(pathname) { return pathname === '/home' ? ['src/app/start.ts', 'src/home/route.tsx'] : []; }
/** As the web's render does: its loaders' calls sent with fetch (refused: not rendered), their responses the page's queries. */
export async function renderMemberPage(url, brand, locale, { fetch, timeZone }) {
  const queries = {};
  const ask = async (path) => {
    const response = await fetch(path, { headers: { accept: 'application/json' } });
    if (!response.ok) return false;
    const json = (response.headers.get('content-type') ?? '').includes('json');
    queries[path] = json ? await response.json() : await response.text();
    return true;
  };
  if (!(await ask('${API_PATHS.shell}'))) return null;
  const shell = queries['${API_PATHS.shell}'];
  const address = new URL(url);
  for (const round of rounds(address.pathname, address.search.slice(1), shell, brand.domainId))
    if (!(await Promise.all(round.map(ask))).every(Boolean)) return null;
  if (address.pathname === '/account/settings/access')
    return timeZone === null ? null : { html: '<main><h1>times in ' + timeZone + '</h1></main>', queries };
  const home = queries['${API_PATHS.home}'];
  if (home?.principal.firstName === 'Jordan') throw new Error('cannot render');
  if (address.pathname === '/id-card') return { redirectTo: shell.subscriberId ? '/home' : '/error/404' };
  if (address.pathname === '/account/summary') return { redirectTo: '//elsewhere.example.com/home' };
  const shown = home ? home.principal.firstName : Object.keys(queries).join(' ');
  return { html: '<main><h1>' + brand.theme + ' ' + locale + ' ' + address.pathname + address.search + ' ' + shown + ' ' +
    shell.subscriberId + '</h1></main>', queries };
}
`;
/** The stand-in build's modules: the entry with its own chunk, the start's and home's, and the dental page's. */
const MANIFEST = {
  'index.html': { file: 'assets/index-Entry123.js', isEntry: true, imports: ['_react-Chunk123.js'] },
  '_react-Chunk123.js': { file: 'assets/react-Chunk123.js' },
  'src/app/start.ts': {
    file: 'assets/start-Start123.js',
    src: 'src/app/start.ts',
    imports: ['_react-Chunk123.js'],
  },
  'src/home/route.tsx': {
    file: 'assets/route-Home1234.js',
    src: 'src/home/route.tsx',
    imports: ['_tiles-Tile123.js'],
  },
  '_tiles-Tile123.js': { file: 'assets/tiles-Tile123.js' },
  'src/dental/route.tsx': { file: 'assets/route-Dental12.js', src: 'src/dental/route.tsx' },
};
let t: TestApp;
beforeAll(async () => {
  t = await createRenderingTestApp(RENDERER, MANIFEST);
});
afterAll(() => t.close());

const cookie = (token: string) => `theme=dark; ${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(token)}; other=1`;
const getPage = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

/** The queries a rendered page carries (the stand-in's: responses by address), read back from its JSON element. */
function pageData(body: string): Record<string, unknown> {
  const match = new RegExp(`<script id="${PAGE_DATA_ID}" type="application/json">([^<]*)</script>`).exec(
    body,
  );
  if (!match?.[1]) throw new Error('the page carries no data');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe("a member's page the server renders", () => {
  it("is rendered for the cookie's session from the responses the member's own calls get", async () => {
    const token = await sessionToken(t.app, 'alex');
    const response = await getPage('/home', { cookie: cookie(token), 'accept-language': 'es-MX,es;q=0.9' });
    expect(response.statusCode).toBe(200);
    const { subscriberId } = (await authGet(t.app, API_PATHS.shell, token)).json();
    expect(response.body).toContain(
      `<div id="root" data-prerendered="es" data-member><main><h1>evergreen es /home Alex ${subscriberId}</h1></main></div>`,
    );
    expect(response.body).toContain('<html lang="es" ');
    // The same responses the browser would get, which its queries start from; nothing in them closes the element.
    const data = pageData(response.body);
    expect(Object.keys(data)).toEqual([API_PATHS.shell, API_PATHS.home]);
    for (const url of [API_PATHS.shell, API_PATHS.home]) {
      const own = await authGet(t.app, url, token);
      expect(data[url]).toEqual(own.json());
    }
    // A member's data: stored by no cache, and rendered per session.
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    // Painted from the HTML: the stylesheet inline, the scripts after the paint.
    expect(response.body).toContain('<style>h1{color:red}</style>');
    expect(response.body).not.toContain('<script type="module"');
    // The chunks its start loads are linked, to be fetched after the paint with the entry's own
    // (issue 16, TBT: the router then adds none); the entry's are the build's, no other page's.
    const routeLinks = [
      ...response.body.matchAll(/<link data-after-paint crossorigin data-route href="([^"]+)">/g),
    ];
    expect(routeLinks.map((match) => match[1]).sort()).toEqual([
      '/assets/route-Home1234.js',
      '/assets/start-Start123.js',
      '/assets/tiles-Tile123.js',
    ]);
    expect(response.body).not.toContain('<link rel="modulepreload"');
    expect(response.body).not.toContain('route-Dental12.js');
  });

  it("asks for what depends on GET shell with the shell's response: the dependent's own dental benefits", async () => {
    const token = await sessionToken(t.app, 'jordan');
    const response = await getPage('/benefits/dental', { cookie: cookie(token) });
    const { subscriberId, memberSuffix } = (await authGet(t.app, API_PATHS.shell, token)).json();
    expect(memberSuffix).toBe(1);
    const dental = `${API_PATHS.benefitsDental}?suffix=1`;
    expect(response.body).toContain(
      `<main><h1>evergreen en /benefits/dental ${API_PATHS.shell} ${dental} ${subscriberId}</h1></main>`,
    );
    expect(pageData(response.body)[dental]).toEqual((await authGet(t.app, dental, token)).json());
  });

  it("asks for a page's calls on the brand it is rendered for: eBill's on the main brand, none on the partner's", async () => {
    const alex = await getPage('/account/ebill', { cookie: cookie(await sessionToken(t.app, 'alex')) });
    expect(Object.keys(pageData(alex.body))).toEqual([API_PATHS.shell, API_PATHS.ebillLink]);
    const piper = await getPage('/account/ebill', {
      cookie: cookie(await sessionToken(t.app, 'piper', 5)),
      host: HOST_BY_DOMAIN[5],
    });
    expect(piper.statusCode).toBe(200);
    expect(Object.keys(pageData(piper.body))).toEqual([API_PATHS.shell]);
  });

  it('is sent compressed when the browser accepts it', async () => {
    const token = await sessionToken(t.app, 'alex');
    const response = await t.app.inject({
      method: 'GET',
      url: '/home',
      headers: { cookie: cookie(token), 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['no cookie', () => ''],
    ['a token that is not one', () => cookie('not-a-token')],
    ['an empty cookie', () => `${ACCESS_TOKEN_COOKIE}=`],
  ])('sends the boot screen with %s', async (_case, header) => {
    const response = await getPage('/home', { cookie: header() });
    expect(response.body).toContain(STAND_IN_BOOT);
    expect(response.body).not.toContain(PAGE_DATA_ID);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('renders a page opened with a query as the query asks, and leaves it to the browser when a call refuses it', async () => {
    const token = await sessionToken(t.app, 'alex');
    const dental = `${API_PATHS.benefitsDental}?suffix=1`;
    const chosen = await getPage('/benefits/dental?suffix=1', { cookie: cookie(token) });
    expect(chosen.body).toContain(`<h1>evergreen en /benefits/dental?suffix=1 ${API_PATHS.shell} ${dental} `);
    expect(pageData(chosen.body)[dental]).toEqual((await authGet(t.app, dental, token)).json());
    // The render is given the whole query, all after the first "?" as the browser's location has it.
    const home = await getPage('/home?from=menu?again', { cookie: cookie(token) });
    expect(home.body).toContain('<h1>evergreen en /home?from=menu?again Alex ');
    // No member 9 in the family: the call is refused, and the browser renders the page and says so.
    expect(
      (await authGet(t.app, `${API_PATHS.benefitsDental}?suffix=9`, token)).statusCode,
    ).toBeGreaterThanOrEqual(400);
    const refused = await getPage('/benefits/dental?suffix=9', { cookie: cookie(token) });
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain(STAND_IN_BOOT);
    expect(refused.body).not.toContain(PAGE_DATA_ID);
  });

  it('renders a page in the time zone the browser named, marked so the browser hydrates it only there', async () => {
    const token = await sessionToken(t.app, 'alex');
    const named = `${cookie(token)}; ${TIME_ZONE_COOKIE}=America%2FChicago`;
    const access = await getPage('/account/settings/access', { cookie: named });
    expect(access.body).toContain(
      '<div id="root" data-prerendered="en" data-member data-time-zone="America/Chicago"><main><h1>times in America/Chicago</h1>',
    );
    // A page with no times is rendered in it too, and marked: the browser's zone is one of its inputs.
    const home = await getPage('/home', { cookie: named });
    expect(home.body).toContain(
      'data-member data-time-zone="America/Chicago"><main><h1>evergreen en /home Alex',
    );
    // No zone named, or what the cookie names is none: a page with times is the browser's to render.
    for (const header of [cookie(token), `${cookie(token)}; ${TIME_ZONE_COOKIE}=Mars%2FOlympus`]) {
      const unnamed = await getPage('/account/settings/access', { cookie: header });
      expect(unnamed.statusCode).toBe(200);
      expect(unnamed.body).toContain(STAND_IN_BOOT);
      expect(unnamed.body).not.toContain('data-time-zone');
      // A page without times is rendered, with no zone marked.
      const plain = await getPage('/home', { cookie: header });
      expect(plain.body).toContain('<div id="root" data-prerendered="en" data-member><main>');
    }
  });

  it("asks for a call that needs another's response once that response is in", async () => {
    const token = await sessionToken(t.app, 'alex');
    const response = await getPage('/rounds', { cookie: cookie(token) });
    expect(Object.keys(pageData(response.body))).toEqual([
      API_PATHS.shell,
      API_PATHS.account,
      API_PATHS.familyEligibility,
    ]);
    expect(pageData(response.body)[API_PATHS.familyEligibility]).toEqual(
      (await authGet(t.app, API_PATHS.familyEligibility, token)).json(),
    );
    // A refused call in the second round leaves the page to the browser, as in the first.
    const refused = await getPage('/rounds?refused', { cookie: cookie(token) });
    expect(refused.body).toContain(STAND_IN_BOOT);
    expect(refused.body).not.toContain(PAGE_DATA_ID);
  });

  it("sends the boot screen for an ended session, another brand's session, a sign-in token and a page not server-rendered", async () => {
    const ended = await endedSessionToken(t.app, 'alex');
    const alex = await sessionToken(t.app, 'alex');
    const cases: [string, Record<string, string>][] = [
      ['/home', { cookie: cookie(ended) }],
      ['/home', { cookie: cookie(alex), host: HOST_BY_DOMAIN[2] }],
      ['/home', { cookie: cookie(await temporaryToken(t.app, 'alex')) }],
      ['/claims', { cookie: cookie(alex) }],
    ];
    for (const [url, headers] of cases) {
      const response = await getPage(url, headers);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(STAND_IN_BOOT);
      expect(response.body).not.toContain(PAGE_DATA_ID);
    }
  });

  it("renders a page with a value in its address when its calls succeed, and leaves it to the browser when one does not: another family's claim", async () => {
    const token = await sessionToken(t.app, 'alex');
    const own = await getPage('/claims/C-ALEX-0001', { cookie: cookie(token) });
    expect(pageData(own.body)['/api/claims/C-ALEX-0001']).toEqual(
      (await authGet(t.app, '/api/claims/C-ALEX-0001', token)).json(),
    );
    const { claim_number: foreign } = await t.database.db
      .selectFrom('claims')
      .select('claim_number')
      .where('claim_number', 'not like', 'C-ALEX-%')
      .orderBy('claim_number')
      .executeTakeFirstOrThrow();
    for (const url of [`/claims/${foreign}`, '/claims/C-NONE-0001']) {
      expect((await authGet(t.app, `/api${url}`, token)).statusCode).toBe(404);
      const response = await getPage(url, { cookie: cookie(token) });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(STAND_IN_BOOT);
      expect(response.body).not.toContain(PAGE_DATA_ID);
    }
  });

  it('carries a text response as its text: the Outline of Coverage', async () => {
    const token = await sessionToken(t.app, 'alex');
    const response = await getPage('/benefits/member-handbooks', { cookie: cookie(token) });
    expect(response.statusCode).toBe(200);
    const own = await authGet(t.app, API_PATHS.outlineOfCoverage, token);
    expect(own.headers['content-type']).toMatch(/^text\/plain/);
    expect(own.body).not.toBe('');
    expect(pageData(response.body)[API_PATHS.outlineOfCoverage]).toBe(own.body);
  });

  it("responds to a page that is not the member's to see with a redirect to where the page sends them", async () => {
    const response = await getPage('/id-card', { cookie: cookie(await sessionToken(t.app, 'alex')) });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/home');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe('');
  });

  it('follows no redirect off the site: the browser renders the page', async () => {
    const response = await getPage('/account/summary', {
      cookie: cookie(await sessionToken(t.app, 'alex')),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain(STAND_IN_BOOT);
  });

  it('sends the boot screen when the render fails', async () => {
    const response = await getPage('/home', { cookie: cookie(await sessionToken(t.app, 'jordan')) });
    expect(response.body).toContain(STAND_IN_BOOT);
    expect(response.body).not.toContain(PAGE_DATA_ID);
  });

  it("audits a staff person's server-rendered page as the browser's own reads", async () => {
    const subscriber = await authGet(t.app, API_PATHS.shell, await sessionToken(t.app, 'alex'));
    const token = await staffSessionToken(t.app, subscriber.json().subscriberId);
    await t.app.audit.flush();
    const before = await staffReads();

    const response = await getPage('/home', { cookie: cookie(token) });
    expect(response.body).toContain('data-member');
    const added = (await staffReads())
      .slice(before.length)
      .sort((a, b) => String(a.route).localeCompare(String(b.route)));
    expect(added).toEqual([
      expect.objectContaining({ route: API_PATHS.home, status: 200, staffRole: 'logInAsAnyone' }),
      expect.objectContaining({ route: API_PATHS.shell, status: 200, staffRole: 'logInAsAnyone' }),
    ]);
  });
});

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

/** What a page request's Cookie header reads as, through the gateway's cookie parsing (plugins/cookies.ts). */
async function readCookies(header: string | undefined) {
  const app = Fastify();
  await app.register(cookies);
  app.get('/', async (request) => ({
    token: readSessionCookie(request.cookies),
    timeZone: readTimeZoneCookie(request.cookies),
  }));
  const response = await app.inject({ url: '/', headers: header === undefined ? {} : { cookie: header } });
  await app.close();
  return response.json() as { token: string | null; timeZone: string | null };
}

describe('the session cookie', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['theme=dark', null],
    [`${ACCESS_TOKEN_COOKIE}=abc.def`, 'abc.def'],
    [`a=1;${ACCESS_TOKEN_COOKIE}=x%3Dy==; b=2`, 'x=y=='],
    [`${ACCESS_TOKEN_COOKIE}=`, null],
    // Not percent-decodable: read as sent, then refused by the auth guard like every other wrong token.
    [`${ACCESS_TOKEN_COOKIE}=%E0%A4%A`, '%E0%A4%A'],
    [`api_${ACCESS_TOKEN_COOKIE}=abc`, null],
  ])('reads %j as %j', async (header, token) => {
    expect((await readCookies(header)).token).toBe(token);
  });
});

describe('the time-zone cookie', () => {
  it.each([
    [undefined, null],
    [`${TIME_ZONE_COOKIE}=America%2FChicago`, 'America/Chicago'],
    [`a=1; ${TIME_ZONE_COOKIE}=Asia/Tokyo`, 'Asia/Tokyo'],
    [`${TIME_ZONE_COOKIE}=UTC`, 'UTC'],
    [`${TIME_ZONE_COOKIE}=`, null],
    [`${TIME_ZONE_COOKIE}=Mars%2FOlympus`, null],
    [`${TIME_ZONE_COOKIE}=%22%3E%3Cscript%3E`, null],
    [`${TIME_ZONE_COOKIE}=%E0%A4%A`, null],
  ])('reads %j as %j', async (header, timeZone) => {
    expect((await readCookies(header)).timeZone).toBe(timeZone);
  });
});
