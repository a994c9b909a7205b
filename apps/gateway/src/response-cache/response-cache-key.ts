import { hash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ActiveSession } from '../auth/session-store';

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
 *
 * Written as lines rather than by JSON.stringify, which cost 6 µs a read of the 10 µs the whole key
 * took (bench/src/response-cache.ts): a header's name holds no colon and no header, address or
 * session value a line break, so two requests write the same text only if they are the same.
 */
export function getResponseCacheKey(request: FastifyRequest, planDay: string): string {
  let text = `${request.method} ${request.url}\n${request.body === undefined ? '' : JSON.stringify(request.body)}`;
  text += `\n${request.domainId} ${planDay}`;
  const session = request.auth?.session;
  for (const name in session) {
    const value = session[name as keyof ActiveSession];
    // The session's last use changes with every request; nothing read depends on it.
    if (name !== 'lastSeenAt') text += `\n${name}=${value instanceof Date ? value.getTime() : value}`;
  }
  const { headers } = request;
  for (const name of Object.keys(headers).sort()) {
    if (!HEADERS_NOT_IN_THE_KEY.has(name)) text += `\n${name}:${headers[name]}`;
  }
  return hash('sha256', text, 'base64url');
}
