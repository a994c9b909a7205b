import { API_PATHS, BrandConfig } from '@dash/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An HTML response of the test app (no web build), which carries the page policy: a vendor's stand-in page. */
const openPage = (app: TestApp) =>
  app.app.inject({ method: 'GET', url: '/api/outside/navitus', headers: { host: 'localhost' } });

describe('health, brand and the API’s edges', () => {
  it('responds on /healthz and /readyz', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ready', database: 'up' });
  });

  it.each([
    ['localhost', 1, true],
    ['127.0.0.1', 1, true],
    ['medicare.localhost', 2, true],
    ['partner.localhost', 5, false],
    ['partner.localhost:8080', 5, false],
    ['unknown.example.com', 1, true],
  ])('resolves %s to domain %i', async (host, domainId, showAccountLinks) => {
    const response = await t.app.inject({ method: 'GET', url: API_PATHS.brand, headers: { host } });
    const brand = BrandConfig.parse(response.json());
    expect(brand.domainId).toBe(domainId);
    expect(brand.showAccountLinks).toBe(showAccountLinks);
    expect(brand.logoPath).toBe(`/assets/img/${brand.theme}.svg`);
    // Both languages' sentences: the page's brand is injected once, and the web shows the one in use (issue 17).
    expect(brand.translations.es.copyright).not.toBe(brand.copyright);
    expect(brand.translations.es.legalText).not.toBe(brand.legalText);
  });

  it('responds to an unknown API address with the error envelope', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { host: 'localhost' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
    const open = await t.app.inject({ method: 'POST', url: API_PATHS.brand, headers: { host: 'localhost' } });
    expect(open.statusCode).toBe(404);
    expect(open.json().code).toBe('NOT_FOUND');
  });

  it('sends the security headers and a request id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: API_PATHS.brand,
      headers: { host: 'localhost' },
    });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.json().chatVendor).toBeNull();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-request-id']).toBeTruthy();
    // A page's policy: the chat stand-in is served from here, so no outside script is allowed until a
    // vendor is configured, and no inline script but those carrying the response's nonce.
    expect((await openPage(t)).headers['content-security-policy']).toMatch(
      /script-src 'self' 'nonce-[\w+/=]+';/,
    );
  });

  it('allows the configured chat vendor’s scripts, and tells the web app which vendor to accept', async () => {
    const vendor = await createTestApp({
      outside: { ...t.config.outside, chatVendor: 'https://chat.example.com/widget' },
    });
    try {
      const response = await vendor.app.inject({
        method: 'GET',
        url: API_PATHS.brand,
        headers: { host: 'localhost' },
      });
      expect((await openPage(vendor)).headers['content-security-policy']).toMatch(
        /script-src 'self' https:\/\/chat\.example\.com 'nonce-[\w+/=]+';/,
      );
      expect(response.json().chatVendor).toBe('https://chat.example.com/widget');
    } finally {
      await vendor.close();
    }
  });

  it('publishes the OpenAPI document generated from the schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: API_PATHS.openApi })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([API_PATHS.token, API_PATHS.account, API_PATHS.session]),
    );
  });

  it('applies no migration twice', async () => {
    expect(await migrate(t.database)).toEqual([]);
  });
});
