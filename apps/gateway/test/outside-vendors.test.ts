import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBackLink } from '../src/routes/outside-vendors/vendor-stand-in-page';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const open = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });

describe('GET /api/outside/ebill and /api/outside/navitus: the default vendor stand-ins', () => {
  it.each([
    ['eBill', 'ebill', '<h1>eBill (local stand-in)</h1>', 'the online billing vendor'],
    [
      'pharmacy',
      'navitus',
      '<h1>Pharmacy benefits (local stand-in)</h1>',
      'Navitus, the pharmacy benefit manager',
    ],
  ] as const)(
    'the default %s address responds with an honest page, without a token',
    async (_name, address, heading, vendor) => {
      const response = await open(new URL(t.config.outside[address]).pathname);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain(heading);
      expect(response.body).toContain(`This page stands in for ${vendor}. No outside site was contacted`);
      expect(response.body).toContain('The dashboard sent no details.');
      expect(response.body).not.toContain('<script');
    },
  );

  it('shows the query it received: firsttime, theme and dashboardlink', async () => {
    const response = await open(
      '/api/outside/ebill?firsttime=Y&theme=medicare&dashboardlink=%2Faccount%2Febill',
    );
    expect(response.body).toContain('<dt>firsttime</dt><dd>Y</dd>');
    expect(response.body).toContain('<dt>theme</dt><dd>medicare</dd>');
    expect(response.body).toContain('<dt>dashboardlink</dt><dd>/account/ebill</dd>');
    expect(response.body).toContain('<a href="/account/ebill">Back to your Member Dashboard</a>');
  });

  it('names a token it received but never shows it', async () => {
    const response = await open('/api/outside/ebill?idptoken=eyJhbGciOi.secret-part.sig&theme=main');
    expect(response.body).toContain('<dt>idptoken</dt><dd>received, not shown</dd>');
    expect(response.body).not.toContain('eyJhbGciOi');
    expect(response.body).not.toContain('secret-part');
  });

  it('escapes every name and value it shows', async () => {
    const attack = encodeURIComponent('<script>alert(1)</script>"\'&');
    const response = await open(`/api/outside/navitus?${attack}=${attack}&dashboardlink=${attack}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain(
      '<dt>&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;</dt><dd>&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;</dd>',
    );
    expect(response.body).toContain('<a href="/">');
  });

  it('keeps the security headers: no script may run, no framing, never cached', async () => {
    const response = await open('/api/outside/navitus?theme=partner');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('responds 400, not 500, for an oversized query', async () => {
    const response = await open(`/api/outside/ebill?theme=${'x'.repeat(3000)}`);
    expect(response.statusCode).toBe(400);
    const many = Array.from({ length: 21 }, (_, i) => `p${i}=1`).join('&');
    expect((await open(`/api/outside/ebill?${many}`)).statusCode).toBe(400);
  });
});

describe('the stand-in way back is never a redirector', () => {
  it.each([
    [undefined, '/'],
    ['/account/ebill', '/account/ebill'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['http://localhost/home', 'http://localhost/home'],
    ['https://evil.example/home', '/'],
    ['not a url', '/'],
  ])('%s → %s', (link, back) => {
    expect(getBackLink(link, 'localhost')).toBe(back);
  });
});
