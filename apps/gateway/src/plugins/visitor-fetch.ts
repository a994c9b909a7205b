import { ACCESS_TOKEN_COOKIE, isTimeZone, TIME_ZONE_COOKIE } from '@dash/domain';
import type { Fetch } from '@dash/web/load-context';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';

/** The request's cookies as @fastify/cookie parsed them (plugins/cookies.ts). */
type Cookies = Readonly<Record<string, string | undefined>>;

/**
 * The session token the browser keeps in the access-token cookie (document 1 §9; set with the
 * session, cleared at logout), or null. The cookie only says whom to render a page for: every call the
 * page is rendered from still passes the auth guard with it, as the browser's own calls would.
 */
export function readSessionCookie(cookies: Cookies): string | null {
  return cookies[ACCESS_TOKEN_COOKIE] || null;
}

/**
 * The time zone the member's browser named (web lib/session.tsx), in which a page with times is rendered;
 * null when it named none, or what it names is no time zone (a cookie is the client's to write).
 */
export function readTimeZoneCookie(cookies: Cookies): string | null {
  const timeZone = cookies[TIME_ZONE_COOKIE];
  return timeZone && isTimeZone(timeZone) ? timeZone : null;
}

/** A header of a response Fastify's inject made, as a Fetch response carries it. */
const headerEntries = (headers: Readonly<Record<string, string | string[] | number | undefined>>) =>
  Object.entries(headers).flatMap(([name, value]) =>
    value === undefined
      ? []
      : (Array.isArray(value) ? value : [String(value)]).map((one) => [name, one] as [string, string]),
  );

/**
 * A server render sends its calls here (issue 16; decision 053): each one goes in process
 * through the whole route, with the session's auth, the audit record, the rate limits and the caller's
 * address and language, exactly as when the browser asks. The member is the one the cookie names,
 * whatever the render's call says (no one's, for a visitor: `token` null); the request's language and
 * browser come with it.
 */
export function visitorFetch(app: FastifyInstance, request: FastifyRequest, token: string | null): Fetch {
  const forced: Record<string, string> = { host: request.host };
  if (token !== null) forced.authorization = `Bearer ${token}`;
  for (const name of ['accept-language', 'user-agent'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') forced[name] = value;
  }
  return async (url, init) => {
    const headers = { ...Object.fromEntries(new Headers(init.headers)), ...forced };
    const response = await app.inject({
      method: (init.method ?? 'GET') as HTTPMethods,
      url,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      remoteAddress: request.ip,
    });
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.rawPayload, {
      status: response.statusCode,
      headers: headerEntries(response.headers),
    });
  };
}
