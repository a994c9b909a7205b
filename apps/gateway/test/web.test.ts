import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { BrandConfig } from '@dash/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'dash-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><!--brand-config--></head><body><div id="root"><header><!--brand-header--></header></div></body></html>',
  );
  await writeFile(path.join(dist, 'assets/index-AbCd1234.js'), 'console.log("app")');
  await writeFile(path.join(dist, 'assets/index-AbCd1234.js.br'), brotliCompressSync('console.log("app")'));
  await writeFile(path.join(dist, 'assets/index-AbCd1234.js.gz'), gzipSync('console.log("app")'));
  // A build manifest: the entry and its shared chunk, the login route with a chunk of its own, /home's.
  await mkdir(path.join(dist, '.vite'));
  await writeFile(
    path.join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-AbCd1234.js', isEntry: true, imports: ['_react-AbCd1234.js'] },
      '_react-AbCd1234.js': { file: 'assets/react-AbCd1234.js' },
      'src/features/login/route.tsx': {
        file: 'assets/route-Login123.js',
        src: 'src/features/login/route.tsx',
        isDynamicEntry: true,
        imports: ['_react-AbCd1234.js', '_text-field-Field123.js'],
      },
      '_text-field-Field123.js': { file: 'assets/text-field-Field123.js' },
      'src/features/home/route.tsx': {
        file: 'assets/route-Home1234.js',
        src: 'src/features/home/route.tsx',
        isDynamicEntry: true,
      },
    }),
  );
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const brandIn = (html: string) => {
  const match = /<script id="brand-config" type="application\/json">(.*?)<\/script>/.exec(html);
  return BrandConfig.parse(JSON.parse(match?.[1] ?? 'null'));
};

describe('serving the web app', () => {
  it.each([
    ['localhost', 1, 'evergreen'],
    ['medicare.localhost', 2, 'evergreen-medicare'],
    ['partner.localhost', 5, 'harbor'],
  ])('injects the brand of %s into every page', async (host, domainId, theme) => {
    for (const url of ['/', '/index.html', '/login', '/home', '/error/404', '/some/client/route?x=1']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { host } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brandIn(response.body).domainId).toBe(domainId);
      expect(response.body).toContain(`<html lang="en" data-theme="${theme}">`);
    }
  });

  it.each([
    ['localhost', '/assets/img/evergreen.svg', 'Evergreen Health &amp; Dental'],
    ['medicare.localhost', '/assets/img/evergreen-medicare.svg', 'Evergreen Medicare Advantage'],
    ['partner.localhost', '/assets/img/harbor.svg', 'Harbor Dental Partners'],
  ])(
    'paints the brand bar of %s before any script: logo and escaped name (issue 9)',
    async (host, logo, name) => {
      const response = await t.app.inject({ method: 'GET', url: '/login', headers: { host } });
      expect(response.body).toContain(
        `<header><img src="${logo}" alt="" width="40" height="40"><span class="boot__name">${name}</span></header>`,
      );
      expect(response.body).not.toContain('<!--brand-header-->');
    },
  );

  it('serves hashed assets with a year of caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-AbCd1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the precompressed file to a browser that accepts it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbCd1234.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('console.log("app")');
    // The .br file is as hashed as the file it compresses (issue 16: it had five minutes before).
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the gzip file to a browser without brotli, and the plain file to one without either', async () => {
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbCd1234.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log("app")');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbCd1234.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1.0, br;q=0', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])(
    'sends the page to a browser accepting %s compressed as %s, never cached unasked (issue 16)',
    async (accept, encoding) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/login',
        headers: accept === undefined ? {} : { 'accept-encoding': accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-encoding']).toBe(encoding);
      const html =
        encoding === 'br'
          ? brotliDecompressSync(response.rawPayload).toString()
          : encoding === 'gzip'
            ? gunzipSync(response.rawPayload).toString()
            : response.body;
      expect(brandIn(html).domainId).toBe(1);
    },
  );

  it('preloads the brand logo the first paint shows, sized in the page (issue 16)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { host: 'partner.localhost' },
    });
    expect(response.body).toContain(
      '<link rel="preload" as="image" href="/assets/img/harbor.svg" fetchpriority="high">',
    );
    expect(response.body).toContain('<img src="/assets/img/harbor.svg" alt="" width="40" height="40">');
  });

  it("preloads /login's own chunks on /login only, so no route's chunk loads before its route (issue 16)", async () => {
    const login = (
      await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'identity' } })
    ).body;
    expect(login).toContain(
      '<link rel="modulepreload" crossorigin data-route href="/assets/route-Login123.js">',
    );
    expect(login).toContain(
      '<link rel="modulepreload" crossorigin data-route href="/assets/text-field-Field123.js">',
    );
    // The entry's own imports are the build's to preload; the home route's is not preloaded anywhere.
    expect(login).not.toContain('react-AbCd1234.js');
    expect(login).not.toContain('route-Home1234.js');
    for (const url of ['/home', '/', '/claims']) {
      const body = (await t.app.inject({ method: 'GET', url })).body;
      expect(body).not.toContain('modulepreload');
      expect(brandIn(body).domainId).toBe(1);
    }
    expect((await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it('responds to a missing file and an unknown API address with 404, not the page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing-AbCd1234.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
  });
});
