import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ActiveSession } from '../src/auth/session-store';
import { getResponseCacheKey } from '../src/response-cache/response-cache-key';

/**
 * Issue 37 §4: the response cache's key is derived from the whole request, so a read that depends on
 * a new input cannot be served a response cached for another value of it. Each row changes one thing
 * of a member's read and says whether it may be served the same cached response.
 */
const SESSION: ActiveSession = {
  sessionId: 's-1',
  accountId: 7,
  memberKey: 'M1',
  kind: 'session',
  role: 'member',
  issuedByRole: null,
  issuedByAccountId: null,
  chosenGroupId: 'G1',
  preventSalesPlatform: false,
  expiresAt: new Date('2026-12-01T12:00:00Z'),
  lastSeenAt: new Date('2026-12-01T10:00:00Z'),
  mfaPending: false,
};

interface Read {
  readonly method: string;
  readonly url: string;
  readonly body?: unknown;
  readonly headers: Record<string, string>;
  readonly session: ActiveSession;
  readonly domainId: number;
  readonly planDay: string;
}

const READ: Read = {
  method: 'GET',
  url: '/api/claims?page=1',
  headers: {
    host: 'localhost',
    authorization: 'Bearer token-1',
    accept: 'application/json, text/plain',
    'accept-language': 'en',
    'user-agent': 'Browser/1',
  },
  session: SESSION,
  domainId: 1,
  planDay: '2026-12-01',
};

const keyOf = (read: Read) =>
  getResponseCacheKey(
    {
      method: read.method,
      url: read.url,
      body: read.body,
      headers: read.headers,
      auth: { session: read.session },
      domainId: read.domainId,
    } as unknown as FastifyRequest,
    read.planDay,
  );

const withHeaders = (headers: Record<string, string>): Read => ({
  ...READ,
  headers: { ...READ.headers, ...headers },
});

describe('the response cache key (issue 37 §4)', () => {
  it.each<[string, Read]>([
    ['a new query parameter', { ...READ, url: '/api/claims?page=1&year=2025' }],
    ['another value of a parameter', { ...READ, url: '/api/claims?page=2' }],
    ['another path', { ...READ, url: '/api/claims/page=1' }],
    ['another method', { ...READ, method: 'POST' }],
    ['another body', { ...READ, method: 'POST', body: { zip: '97301' } }],
    ['another language', withHeaders({ 'accept-language': 'es' })],
    ['another language preference list', withHeaders({ 'accept-language': 'es-US,en;q=0.5' })],
    ['a header no route reads today', withHeaders({ 'x-time-zone': 'America/Denver' })],
    ['a cookie', withHeaders({ cookie: 'dash_tz=America/Denver' })],
    ['another accepted type', withHeaders({ accept: 'text/html' })],
    ['another token', withHeaders({ authorization: 'Bearer token-2' })],
    ['another host', withHeaders({ host: 'medicare.localhost' })],
    ['another brand', { ...READ, domainId: 2 }],
    ['another session', { ...READ, session: { ...SESSION, sessionId: 's-2' } }],
    ['another acting member', { ...READ, session: { ...SESSION, memberKey: 'M2' } }],
    ['another chosen group', { ...READ, session: { ...SESSION, chosenGroupId: 'G2' } }],
    [
      'a login-as by staff',
      { ...READ, session: { ...SESSION, issuedByAccountId: 3, issuedByRole: 'support' } },
    ],
    ['another plan day', { ...READ, planDay: '2026-12-02' }],
  ])('is another key for %s: never served the other response', (_change, read) => {
    expect(keyOf(read)).not.toBe(keyOf(READ));
  });

  it.each<[string, Read]>([
    ['another request id', withHeaders({ 'x-request-id': 'req-2' })],
    [
      'another trace',
      withHeaders({ traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' }),
    ],
    ['another referring page', withHeaders({ referer: 'http://localhost/claims' })],
    ['another accepted encoding (compressed after the cache)', withHeaders({ 'accept-encoding': 'br' })],
    ['another connection header', withHeaders({ connection: 'close' })],
    ['the session used again later', { ...READ, session: { ...SESSION, lastSeenAt: new Date() } }],
    [
      'the same headers in another order',
      { ...READ, headers: Object.fromEntries(Object.entries(READ.headers).reverse()) },
    ],
  ])('is the same key for %s: served the cached response', (_change, read) => {
    expect(keyOf(read)).toBe(keyOf(READ));
  });

  it('is a digest: no token, member or address is held in the key', () => {
    expect(keyOf(READ)).toMatch(/^[\w-]{43}$/);
  });
});
