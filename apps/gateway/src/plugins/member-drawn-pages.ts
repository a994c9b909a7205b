import { ACCESS_TOKEN_COOKIE, isTimeZone, TIME_ZONE_COOKIE } from '@dash/domain';
import { API_PATHS } from '@dash/domain/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isJsonContentType } from './security-header-values';
import type { CallsFor } from './server-drawn-pages';

/** The request's cookies as @fastify/cookie parsed them (plugins/cookies.ts). */
type Cookies = Readonly<Record<string, string | undefined>>;

/**
 * The session token the browser keeps in the access-token cookie (document 1 §9; set with the
 * session, cleared at logout), or null. The cookie only says whom to draw a page for: every call the
 * page is drawn from still passes the auth guard with it, as the browser's own calls would.
 */
export function readSessionCookie(cookies: Cookies): string | null {
  return cookies[ACCESS_TOKEN_COOKIE] || null;
}

/**
 * The time zone the member's browser named (web lib/session.tsx), in which a page with times is drawn;
 * null when it named none, or what it names is no time zone (a cookie is the client's to write).
 */
export function readTimeZoneCookie(cookies: Cookies): string | null {
  const timeZone = cookies[TIME_ZONE_COOKIE];
  return timeZone && isTimeZone(timeZone) ? timeZone : null;
}

/**
 * The answers of a member page's API calls, made in process as the member (issue 16, a member page
 * drawn with its data): each one goes through the whole route, with the session's auth, the audit
 * record, the rate limits and the caller's address and language, exactly as when the browser asks.
 * JSON answers parsed, text answers as their text. Null when any call is not answered 200 (an ended
 * session, a refused brand): the browser then draws the page and meets that answer itself.
 */
export async function fetchAsMember(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
  calls: readonly string[],
): Promise<Record<string, unknown> | null> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, host: request.host };
  for (const name of ['accept-language', 'user-agent'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const responses = await Promise.all(
    calls.map((url) => app.inject({ method: 'GET', url, headers, remoteAddress: request.ip })),
  );
  if (responses.some((response) => response.statusCode !== 200)) return null;
  // A text answer (the Outline of Coverage) is carried as its text, as the API client reads it.
  const answerOf = (response: (typeof responses)[number]) =>
    isJsonContentType(response.headers['content-type']) ? response.json() : response.body;
  return Object.fromEntries(responses.map((response, index) => [calls[index] as string, answerOf(response)]));
}

/**
 * A page needs at most this many rounds of calls after GET shell: its own, then those that need
 * one of their answers (a member's current provider).
 */
const CALL_ROUNDS = 2;

/**
 * A drawn page's answers: GET shell's, then the page's calls, asked again with the answers had so far
 * until none is new (at most CALL_ROUNDS), each round's calls side by side. Null when a call is
 * refused: the browser then draws the page.
 */
export async function fetchPageCalls(
  app: FastifyInstance,
  callsFor: CallsFor,
  pathname: string,
  search: string,
  request: FastifyRequest,
  token: string,
  shell: Readonly<Record<string, unknown>>,
): Promise<Record<string, unknown> | null> {
  let answers: Record<string, unknown> = { ...shell };
  for (let round = 0; round < CALL_ROUNDS; round += 1) {
    const calls = await callsFor(pathname, answers[API_PATHS.shell], request.domainId, search, answers);
    const wanted = (calls ?? []).filter((call) => !Object.hasOwn(answers, call));
    if (wanted.length === 0) break;
    const more = await fetchAsMember(app, request, token, wanted);
    if (more === null) return null;
    answers = { ...answers, ...more };
  }
  return answers;
}
