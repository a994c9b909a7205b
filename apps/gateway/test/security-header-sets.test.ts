import { API_PATHS } from '@dash/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATA_SECURITY_HEADERS,
  PERMISSIONS_POLICY,
  STRICT_TRANSPORT_SECURITY,
} from '../src/plugins/security-header-values';
import { listenOnFreePort, parseResponse, rawExchange } from './helpers/raw-exchange';
import { createTestApp, type TestApp, testConfig } from './helpers/test-app';

/**
 * Decision 054: the security headers come from @fastify/helmet. A page carries helmet's defaults beside
 * the policy it had; a JSON response carries the small data set it had (issue 16), not one byte more.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    trustProxy: true,
    outside: {
      ...testConfig().outside,
      salesPlatformSso: 'https://sso.example.com/saml/post',
      crm: 'https://crm.example.com/forms/contact',
      chatVendor: 'https://chat.example.com/widget.js',
    },
  });
  port = await listenOnFreePort(t.app);
});
afterAll(() => t.close());

/** The head of a GET as sent, the request's id fixed so that its length is too. */
async function get(url: string, headers: Record<string, string> = {}) {
  const lines = Object.entries({ host: 'localhost', 'x-request-id': 'fixed-id', ...headers }).map(
    ([name, value]) => `${name}: ${value}\r\n`,
  );
  return parseResponse(
    await rawExchange(port, `GET ${url} HTTP/1.1\r\n${lines.join('')}connection: close\r\n\r\n`),
  );
}

/** Helmet's defaults a page keeps (X-Frame-Options set to DENY, as frame-ancestors 'none' says). */
const HELMET_PAGE_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const directives = (policy: string | undefined) =>
  new Map(
    (policy ?? '').split(';').map((entry) => {
      const [name = '', ...values] = entry.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );

const PAGES = [
  ['a page', '/api/outside/navitus', /^text\/html/],
  ['a script', API_PATHS.chatScript, /^text\/javascript/],
  ['an image', API_PATHS.accreditationLogo, /^image\/svg\+xml/],
] as const;

describe('pages, scripts and images: helmet’s defaults and the page policy', () => {
  it.each(PAGES)('%s (%s)', async (_case, url, type) => {
    const page = await get(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(type);
    for (const [name, value] of Object.entries(HELMET_PAGE_HEADERS))
      expect(page.headers.get(name), name).toBe(value);
    expect(page.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    // Helmet's default Cross-Origin-Embedder-Policy is off, and stays off: the chat vendor's script would need to opt in.
    expect(page.headers.has('cross-origin-embedder-policy')).toBe(false);
    expect(page.headers.has('strict-transport-security')).toBe(false);
  });

  it('has the policy the hand-written header had: the same directives and sources, in helmet’s spelling', async () => {
    const policy = (await get('/api/outside/navitus')).headers.get('content-security-policy');
    expect(Object.fromEntries(directives(policy))).toEqual({
      'default-src': "'self'",
      'script-src': expect.stringMatching(/^'self' https:\/\/chat\.example\.com 'nonce-[\w+/=]+'$/),
      'connect-src': "'self' https://chat.example.com",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data:",
      'object-src': "'none'",
      'base-uri': "'self'",
      'frame-ancestors': "'none'",
      'form-action': "'self' https://sso.example.com https://crm.example.com",
    });
  });

  it('adds HSTS over https only', async () => {
    const page = await get('/api/outside/navitus', { 'x-forwarded-proto': 'https' });
    expect(page.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });
});

/**
 * The head of a JSON response as main sent it before helmet (status line and headers, `connection:
 * close`, the fixed request id): /api/brand over http and over https, a refused call, FHIR's metadata.
 */
const JSON_HEAD_BYTES_BEFORE = { brand: 321, brandOverHttps: 385, refused: 329, fhirMetadata: 301 };

describe('JSON: the data set, as small as it was (issue 16)', () => {
  it.each([
    ['/api/brand', {}, 200, JSON_HEAD_BYTES_BEFORE.brand],
    ['/api/brand', { 'x-forwarded-proto': 'https' }, 200, JSON_HEAD_BYTES_BEFORE.brandOverHttps],
    ['/api/account', {}, 401, JSON_HEAD_BYTES_BEFORE.refused],
    ['/fhir/r4/metadata', {}, 200, JSON_HEAD_BYTES_BEFORE.fhirMetadata],
  ] as const)('%s %j: %i, in no more bytes than before', async (url, headers, status, before) => {
    const response = await get(url, headers);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/(fhir\+)?json/);
    for (const name of [...Object.keys(HELMET_PAGE_HEADERS), 'permissions-policy']) {
      expect(response.headers.has(name), name).toBe(false);
    }
    expect(response.headBytes).toBeLessThanOrEqual(before);
  });

  it('carries what Node’s own early responses carry (client-error-handler.ts), HSTS included', async () => {
    const response = await get('/api/brand', { 'x-forwarded-proto': 'https' });
    for (const [name, value] of Object.entries(DATA_SECURITY_HEADERS))
      expect(response.headers.get(name), name).toBe(value);
    expect(response.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
  });
});
