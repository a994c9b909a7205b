import { SERVER_MESSAGES } from '@dash/domain';
import { ApiError } from '@dash/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isJsonContentType } from '../src/plugins/security-header-values';
import { listenOnFreePort, parseResponse, rawExchange } from './helpers/raw-exchange';
import { createTestApp, type TestApp } from './helpers/test-app';

let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  [direct, proxied] = await Promise.all([createTestApp(), createTestApp({ trustProxy: true })]);
});
afterAll(() => Promise.all([direct.close(), proxied.close()]));

const brand = (t: TestApp, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/brand', headers: { host: 'localhost', ...headers } });
/** An HTML response of the test app (no web build): the pharmacy vendor's local stand-in page. */
const page = (t: TestApp) =>
  t.app.inject({ method: 'GET', url: '/api/outside/navitus', headers: { host: 'localhost' } });

describe('Permissions-Policy', () => {
  it('denies the features the dashboard never uses and lets the page itself write to the clipboard', async () => {
    const response = await page(direct);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const policy = String(response.headers['permissions-policy']);
    const entries = new Map(policy.split(', ').map((entry) => entry.split('=') as [string, string]));
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid']) {
      expect(entries.get(feature), feature).toBe('()');
    }
    expect(entries.get('clipboard-write')).toBe('(self)');
  });
});

/** OWASP REST Security Cheat Sheet: an API response that a browser opens as a page may load and show nothing. */
describe('JSON responses: the data policy, not the page’s (issue 16, 599 bytes each)', () => {
  it.each([
    ['a response', () => brand(direct), 200],
    ['an error response', () => direct.app.inject({ method: 'GET', url: '/api/nothing-here' }), 404],
    [
      'a refused one',
      () => direct.app.inject({ method: 'GET', url: '/api/account', headers: { host: 'localhost' } }),
      401,
    ],
  ])('%s', async (_case, send, status) => {
    const response = await send();
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['permissions-policy']).toBeUndefined();
  });

  it.each([
    ['application/json; charset=utf-8', true],
    ['application/fhir+json;charset=utf-8', true],
    ['application/problem+json', true],
    ['Application/JSON', true],
    ['text/html; charset=utf-8', false],
    ['application/pdf', false],
    ['text/javascript', false],
    ['application/jsonp', false],
    [undefined, false],
  ])('%j is JSON: %s', (contentType, json) => {
    expect(isJsonContentType(contentType)).toBe(json);
  });
});

describe('Strict-Transport-Security', () => {
  it.each([
    ['plain http, no proxy trusted', 'direct', {}, undefined],
    [
      'a forwarded https not trusted (TRUST_PROXY off)',
      'direct',
      { 'x-forwarded-proto': 'https' },
      undefined,
    ],
    ['a trusted proxy saying http', 'proxied', { 'x-forwarded-proto': 'http' }, undefined],
    ['a trusted proxy saying nothing', 'proxied', {}, undefined],
    [
      'a trusted proxy saying https',
      'proxied',
      { 'x-forwarded-proto': 'https' },
      'max-age=31536000; includeSubDomains',
    ],
  ] as const)('%s: %s', async (_case, which, headers, expected) => {
    const response = await brand(which === 'direct' ? direct : proxied, headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['strict-transport-security']).toBe(expected);
  });
});

describe('Node’s own early responses', () => {
  let port: number;
  beforeAll(async () => {
    port = await listenOnFreePort(direct.app);
  });

  it.each([
    [
      'headers too large',
      `GET /api/brand HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      SERVER_MESSAGES.headersTooLarge,
    ],
    [
      'a request line the parser cannot read',
      'NOT HTTP AT ALL\r\n\r\n',
      400,
      SERVER_MESSAGES.unreadableRequest,
    ],
  ])(
    '%s: %i with the JSON responses’ security headers and the error envelope',
    async (_case, bytes, status, message) => {
      const response = parseResponse(await rawExchange(port, bytes));
      expect(response.status).toBe(status);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      // A JSON error envelope: the data policy, as every other JSON response carries.
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.has('permissions-policy')).toBe(false);
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(ApiError.parse(JSON.parse(response.body))).toEqual({ code: 'BAD_REQUEST', message });
    },
  );
});
