import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTER_PAINT_SCRIPT } from '../src/plugins/after-paint-script';
import { createRenderingTestApp, STAND_IN_SCRIPTS, STAND_IN_STYLESHEET } from './helpers/stand-in-web-build';
import type { TestApp } from './helpers/test-app';

/**
 * Issue 16, LCP from the HTML: /login and the account help pages are sent rendered by the web build's
 * server render, per brand and in the browser's language, with its stylesheet inline. A stand-in renderer names what it was asked
 * to render; the partner brand's render fails, to show the page is then sent as before.
 */
const RENDERER = `export async function renderPage(url, brand, locale) {
  if (brand.domainId === 5) throw new Error('cannot render');
  const address = new URL(url);
  return '<main><h1>' + brand.theme + ' ' + locale + ' ' + address.pathname + address.search + '</h1></main>';
}
`;

let t: TestApp;
beforeAll(async () => {
  t = await createRenderingTestApp(RENDERER);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

describe('pages the server renders', () => {
  it('sends /login rendered in #root, marked with its language, its stylesheet inline', async () => {
    const response = await get('/login', { 'accept-language': 'en-US,en;q=0.9' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<div id="root" data-prerendered="en"><main><h1>evergreen en /login</h1></main></div><script>',
    );
    expect(response.body).not.toContain('class="boot"');
    expect(response.body).toContain('<style>h1{color:red}</style>');
    expect(response.body).not.toContain('data-deferred-style');
    expect(response.body).toContain('<html lang="en" data-theme="evergreen">');
    expect(response.headers.vary).toBe('Accept-Encoding, Accept-Language');
    // Its paint needs no script: they are fetched and run by the one inline script once it has painted.
    expect(response.body).not.toContain('<script type="module"');
    expect(response.body).not.toContain('<link rel="modulepreload"');
    expect(response.body).toContain(
      '<link data-after-paint data-entry crossorigin href="/assets/index-Entry123.js">',
    );
    expect(response.body).toContain('<link data-after-paint crossorigin href="/assets/react-Chunk123.js">');
    expect(response.body).toContain(`<script>${AFTER_PAINT_SCRIPT}</script></body>`);
    // The CSP allows that script by its hash, and only it.
    const hash = createHash('sha256').update(AFTER_PAINT_SCRIPT).digest('base64');
    expect(response.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`);
  });

  it.each([
    ['medicare.localhost', 'es-MX,es;q=0.9,en;q=0.5', 'evergreen-medicare es /login', 'es'],
    ['localhost', 'fr-FR,es;q=0.8', 'evergreen es /login', 'es'],
    ['medicare.localhost', '', 'evergreen-medicare en /login', 'en'],
  ])('renders /login for %s in the language of "%s"', async (host, acceptLanguage, rendered, lang) => {
    const response = await get('/login', { host, 'accept-language': acceptLanguage });
    expect(response.body).toContain(`<div id="root" data-prerendered="${lang}"><main><h1>${rendered}</h1>`);
    expect(response.body).toContain(`<html lang="${lang}" `);
  });

  it('renders the logged-out banner variant, and ignores the query parameters the page does not read', async () => {
    expect((await get('/login?loggedOut=true&next=%2Fclaims')).body).toContain(
      '<h1>evergreen en /login?loggedOut=true</h1>',
    );
    expect((await get('/login?next=%2Fclaims')).body).toContain('<h1>evergreen en /login</h1>');
    expect((await get('/login?loggedOut=no')).body).toContain('<h1>evergreen en /login</h1>');
  });

  it.each(['/recovery/username', '/recovery/password', '/registration'])(
    'renders %s, the account help a signed-out visit opens on, with no query',
    async (path) => {
      const response = await get(`${path}?from=email`, { 'accept-language': 'es' });
      expect(response.body).toContain(
        `<div id="root" data-prerendered="es"><main><h1>evergreen es ${path}</h1>`,
      );
      expect(response.headers.vary).toBe('Accept-Encoding, Accept-Language');
    },
  );

  it('sends every other page as before: the boot screen, the stylesheet deferred, no language vary', async () => {
    for (const url of ['/home', '/contact-us', '/login/code']) {
      const response = await get(url, { 'accept-language': 'es' });
      expect(response.body).toContain('<div id="root"><p class="boot">Loading</p></div>');
      expect(response.body).toContain(STAND_IN_STYLESHEET);
      expect(response.body).toContain(STAND_IN_SCRIPTS);
      expect(response.body).toContain('<html lang="en" ');
      expect(response.headers.vary).toBe('Accept-Encoding');
    }
  });

  it('sends the boot screen when the render fails, and never serves the renderer itself', async () => {
    const response = await get('/login', { host: 'partner.localhost' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><p class="boot">Loading</p></div>');
    expect(response.body).toContain(STAND_IN_STYLESHEET);
    expect((await get('/.server/render-page.js')).statusCode).toBe(404);
  });
});
