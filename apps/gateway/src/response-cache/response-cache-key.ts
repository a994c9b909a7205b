import { hash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Request headers that cannot change a response, left out of its cache key. Every other header is
 * in it, whether a route reads it today or not: forgetting a header here costs cache hits, never a
 * stale response, where a list of the headers that count would serve one the day a route reads a
 * header it does not name.
 */
export const HEADERS_NOT_IN_THE_KEY: ReadonlySet<string> = new Set([
  // Different on every request by design: the request id (logs, the response's own header), tracing.
  'x-request-id',
  'traceparent',
  'tracestate',
  // The connection's, not the request's (hop-by-hop, RFC 9110 §7.6.1); the body is in the key itself.
  'connection',
  'keep-alive',
  'te',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'content-length',
  // Compression encodes the cached bytes for each request after the cache (plugins/compression.ts).
  'accept-encoding',
  // The page a call was made from, sent on every call (same-origin referrer policy); no route reads it.
  'referer',
]);

/**
 * The key a response is cached under: a digest of the whole request as the route meets it, so that
 * no input a route can read is left out. The method and the address with its whole query; the body
 * (a read sent as POST); the session the auth guard resolved (the subject, the acting member and
 * group, the role) but its last use, which changes with every request; the brand of the host; the
 * plan day (rules that depend on the date change at the plan's midnight); and every header but the
 * few that cannot change a response, the language among them. The client address is left out: it
 * reaches only the audit rows and rate limits, which run on a cached response as on any other.
 */
export function getResponseCacheKey(request: FastifyRequest, planDay: string): string {
  const { lastSeenAt: _lastUse, ...session } = request.auth?.session ?? {};
  const headers = Object.entries(request.headers)
    .filter(([name]) => !HEADERS_NOT_IN_THE_KEY.has(name))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const inputs = [
    request.method,
    request.url,
    request.body ?? null,
    session,
    request.domainId,
    planDay,
    headers,
  ];
  return hash('sha256', JSON.stringify(inputs), 'base64url');
}
