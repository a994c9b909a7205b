import { ACCESS_TOKEN_COOKIE, getServerMessageText } from '@dash/domain';
import { API_PATHS } from '@dash/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameworkBuild } from './helpers/framework-build';
import { HOST_BY_DOMAIN, sessionToken, type TestDomain } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Decision 053: the gateway hands every page request to React Router's request handler with a load
 * context made from the request alone, and sends its response through Fastify's hooks. Run on the
 * web's real framework build, against the seeded database.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webBuild: await frameworkBuild() });
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const cookie = (token: string) => `${ACCESS_TOKEN_COOKIE}=${token}`;
const getPage = (url: string, headers: Record<string, string> = {}, domainId: TestDomain = 1) =>
  t.app.inject({ method: 'GET', url, headers: { host: HOST_BY_DOMAIN[domainId], ...headers } });
const headingOf = (html: string) => html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1];

describe('pages from the framework build', () => {
  it.each([
    [1, 'evergreen', 'Evergreen Health &amp; Dental'],
    [2, 'evergreen-medicare', 'Evergreen Medicare Advantage'],
    [5, 'harbor', 'Harbor'],
  ] as const)('server-renders /login on brand %s with its theme and name', async (domainId, theme, name) => {
    const response = await getPage('/login', {}, domainId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toMatch(/^<!DOCTYPE html><html lang="en" data-locale="en"/);
    expect(response.body).toContain(`data-theme="${theme}"`);
    expect(response.body).toContain(name);
    expect(headingOf(response.body)).toBe('Log in to your Member Dashboard');
  });

  it('renders in the language the browser asks for', async () => {
    const response = await getPage('/login', { 'accept-language': 'es-US,es;q=0.9' });
    expect(response.body).toContain('<html lang="es" data-locale="es"');
    expect(headingOf(response.body)).toBe('Inicie sesión en su Panel de Miembro');
  });

  it("server-renders the footer's accreditation badge from the root's loader, in the page's language (decision 056)", async () => {
    const badgeText = (html: string) => html.match(/<p class="accreditation__text">(.*?)<\/p>/)?.[1];
    const english = await getPage('/login');
    expect(english.body).toContain(`class="accreditation__logo" src="${API_PATHS.accreditationLogo}"`);
    expect(badgeText(english.body)).toBe(getServerMessageText('outside.accreditationStandIn', 'en'));
    const spanish = await getPage('/login', { 'accept-language': 'es-US,es;q=0.9' });
    expect(badgeText(spanish.body)).toBe(getServerMessageText('outside.accreditationStandIn', 'es'));
  });

  it("gives every inline script the response's CSP nonce, a new one per response", async () => {
    const [first, second] = [await getPage('/login'), await getPage('/login')];
    const nonceOf = (policy: unknown) => String(policy).match(/'nonce-([0-9a-f]+)'/)?.[1];
    const nonce = nonceOf(first.headers['content-security-policy']);
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(nonceOf(second.headers['content-security-policy'])).not.toBe(nonce);
    const inline = [
      ...first.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")([^>]*)>/g),
    ];
    expect(inline.length).toBeGreaterThanOrEqual(3);
    for (const [, attributes] of inline) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  // Issue 37: Lighthouse's simulation counts a script that loaded before the observed paint as holding it
  // up (docs/performance.md, "The framework build's LCP"); the page asks for them once it has painted.
  it.each(['/login', '/home'])(
    'sends %s asking for no script while it is parsed, only after its first paint',
    async (url) => {
      const headers: Record<string, string> =
        url === '/login' ? {} : { cookie: cookie(await sessionToken(t.app, 'alex')) };
      const { body } = await getPage(url, headers);
      expect(body).not.toMatch(/<link\b[^>]*\brel="(modulepreload|preload)"[^>]*\.js"/);
      expect(body).not.toMatch(/<script\b[^>]*\b(src=|type="module")/);
      const held = [...body.matchAll(/<link rel="modulepreload-after-paint" href="([^"]+)"/g)].map(
        (m) => m[1],
      );
      expect(held.length).toBeGreaterThan(url === '/login' ? 3 : 20);
      for (const href of held) expect(href).toMatch(/^\/assets\/.+\.js$/);
      expect(
        body.match(/<script\b[^>]*type="module-after-paint"[^>]*>[^<]*import \* as route0 from/g),
      ).toHaveLength(1);
      expect(body).toMatch(
        /<script nonce="[0-9a-f]{32}">\(\(\)=>\{document\.currentScript\.remove\(\);[^<]*<\/script><\/body><\/html>$/,
      );
    },
  );

  it('sends a visitor to /login from a member page, before anything renders', async () => {
    const response = await getPage('/home');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login');
  });

  it("server-renders a member's page with their data, sent for the browser's cache and stored by no cache", async () => {
    const response = await getPage('/home', { cookie: cookie(await sessionToken(t.app, 'alex')) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.vary).toContain('Cookie');
    expect(headingOf(response.body)).toBe('Welcome, Alex');
    // The loaders' queries, dehydrated into the page's loader data.
    expect(response.body).toContain('\\"queries\\"');
  });

  it("server-renders a member's /contact-us with the brand's holiday calendar in it, sanitized on the server", async () => {
    const response = await getPage('/contact-us', { cookie: cookie(await sessionToken(t.app, 'alex')) });
    expect(response.statusCode).toBe(200);
    expect(headingOf(response.body)).toBe('Contact us');
    // The seeded calendar (db/seed/catalogue-calendars.ts), in the HTML itself: no spinner for the browser to replace.
    expect(response.body).toMatch(
      /<div class="holiday-calendar"><h3>\d{4} holiday closures<\/h3><p>Customer service is closed on these days.<\/p><table>/,
    );
    expect(response.body).toContain('<tr><td>Christmas Day</td>');
    expect(response.body).not.toContain('Loading the holiday calendar');
  });

  it('sends a hostile calendar only as the server sanitized it, in the HTML and in the loader data alike', async () => {
    await t.database.db
      .updateTable('holiday_calendars')
      .set({
        html: '<h3>Partner holiday closures</h3><img src=x onerror="window.__calendarXss = 1"><script>window.__calendarXss = 2</script><a href="javascript:window.__calendarXss = 3">x</a><p style="color:red">Closed on Christmas Day</p>',
      })
      .where('domain_id', '=', 5)
      .execute();
    const { body } = await getPage('/contact-us', {}, 5);
    expect(body).toContain(
      '<h3>Partner holiday closures</h3><img src="x" /><a>x</a><p>Closed on Christmas Day</p>',
    );
    expect(body).not.toContain('__calendarXss');
    expect(body).not.toContain('color:red');
  });

  it('serves the build’s hashed files for a year, and sends no page for a file or an API address it lacks', async () => {
    const login = await getPage('/login');
    const script = login.body.match(/href="(\/assets\/entry\.client-[\w-]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const file = await getPage(String(script));
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/assets/none-12345678.js', '/api/none']) {
      const missing = await getPage(url);
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toContain('application/json');
    }
  });
});
