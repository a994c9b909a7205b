import {
  ACCESS_TOKEN_COOKIE,
  API_TOKEN_COOKIE,
  DEFAULT_SESSION_IDLE_MINUTES,
  isTimeZone,
  LOGOUT_COOKIE_PATHS,
  SESSION_TTL_MS,
  type SignInState,
  TIME_ZONE_COOKIE,
} from '@dash/domain';
import { createContext, use, useSyncExternalStore } from 'react';
import type { PageLoadContext, VisitorTokens } from '@/server/load-context';
import { browserTimeZone } from './time-zone';

const TEMPORARY_TOKEN_KEY = 'temporary_token';
const LOGIN_REDIRECT_KEY = 'login_redirect';
const SESSION_TOKEN_KEY = ACCESS_TOKEN_COOKIE;
const SESSION_EXPIRES_KEY = 'access_token_expires_at';
const SESSION_IDLE_KEY = 'session_idle_minutes';
const SESSION_COOKIES = [ACCESS_TOKEN_COOKIE, API_TOKEN_COOKIE];
const COOKIE_ATTRIBUTES = 'SameSite=Strict; Secure';

function writeCookie(name: string, value: string, attributes: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the write must be synchronous (logout navigates straight after) and the Cookie Store API is not in every supported browser.
  document.cookie = `${name}=${value}; ${attributes}; ${COOKIE_ATTRIBUTES}`;
}

/** A cookie's value as the browser sends it, or null; none on the server. */
function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const pair = document.cookie.split('; ').find((cookie) => cookie.startsWith(`${name}=`));
  return pair === undefined ? null : decodeURIComponent(pair.slice(name.length + 1));
}

/** The token from POST token, kept for this tab while the post-login screens run (document 1 §6). */
export function getTemporaryToken(): string | null {
  return sessionStorage.getItem(TEMPORARY_TOKEN_KEY);
}

export function setTemporaryToken(token: string): void {
  sessionStorage.setItem(TEMPORARY_TOKEN_KEY, token);
}

/**
 * The redirect address of the token response (document 1 §4), kept with the temporary token so the
 * login still ends there after the mid-login prompts.
 */
export function setLoginRedirect(redirect: string | null): void {
  if (redirect) sessionStorage.setItem(LOGIN_REDIRECT_KEY, redirect);
  else sessionStorage.removeItem(LOGIN_REDIRECT_KEY);
}

export function getLoginRedirect(): string | null {
  return sessionStorage.getItem(LOGIN_REDIRECT_KEY);
}

export function clearTemporaryToken(): void {
  sessionStorage.removeItem(LOGIN_REDIRECT_KEY);
  sessionStorage.removeItem(TEMPORARY_TOKEN_KEY);
}

/** What local storage holds for a session: the token and when it runs out. */
function sessionEntries(token: string, expiresAt: number): ReadonlyArray<readonly [string, string]> {
  return [
    [SESSION_TOKEN_KEY, token],
    [SESSION_EXPIRES_KEY, String(expiresAt)],
  ];
}

/** The 2-hour session token when there is none or it has run out. */
export function getSessionToken(): string | null {
  const token = localStorage.getItem(SESSION_TOKEN_KEY);
  const expiresAt = Number(localStorage.getItem(SESSION_EXPIRES_KEY));
  if (!token || !(expiresAt > Date.now())) return null;
  return token;
}

/**
 * Login is complete (document 1 §4 step 6): the session token goes to local storage and to the access
 * and api token cookies for 2 hours (document 1 §9); the temporary token is spent.
 */
export function startSession(token: string, idleMinutes?: number): void {
  endedOnPurpose = false;
  if (idleMinutes !== undefined) localStorage.setItem(SESSION_IDLE_KEY, String(idleMinutes));
  sessionStorage.removeItem(TEMPORARY_TOKEN_KEY);
  sessionStorage.removeItem(LOGIN_REDIRECT_KEY);
  for (const [key, value] of sessionEntries(token, Date.now() + SESSION_TTL_MS))
    localStorage.setItem(key, value);
  const maxAge = SESSION_TTL_MS / 1000;
  for (const name of SESSION_COOKIES) {
    writeCookie(name, encodeURIComponent(token), `Max-Age=${maxAge}; Path=/`);
  }
  nameTimeZone();
}

/**
 * The browser's time zone, named to the gateway for the session's length (issue 16), which renders a
 * page with times in it (account access) in that zone. Named at the session's start and at each start
 * of the app in a session: a device taken to another zone names its new one from its next page on.
 */
/**
 * The time zone the browser last named (its cookie), in which the server rendered the page being
 * hydrated; null when none is named.
 */
export function namedTimeZone(): string | null {
  const zone = readCookie(TIME_ZONE_COOKIE);
  return zone !== null && isTimeZone(zone) ? zone : null;
}

export function nameTimeZone(): void {
  writeCookie(
    TIME_ZONE_COOKIE,
    encodeURIComponent(browserTimeZone()),
    `Max-Age=${SESSION_TTL_MS / 1000}; Path=/`,
  );
}

const endingSessions = new Set<string>();
/** A session was ended on purpose and none has started since: calls without one are leftovers. */
let endedOnPurpose = false;

/**
 * Runs `end`, which ends the current session on purpose (leaving a login-as for the staff person's
 * /login-as): while it does, a 401 that a request still in flight with that session meets is the end
 * asked for, not an expiry to send the member to /login for. If `end` fails the session stands.
 */
export async function whileSessionEnds<T>(end: () => Promise<T>): Promise<T> {
  const token = getSessionToken();
  if (token) endingSessions.add(token);
  try {
    const ended = await end();
    endedOnPurpose = true;
    return ended;
  } catch (failure) {
    if (token) endingSessions.delete(token);
    throw failure;
  }
}

/**
 * Whether a 401 for a request sent with session `token` (null: none) is stale: that session is being
 * ended or was replaced, or, with none, a session was just ended on purpose and the member area's
 * queries, refetching as its cache empties, ask once more before the next page replaces it.
 */
export function isStaleSession(token: string | null): boolean {
  const current = getSessionToken();
  if (token === null) return endedOnPurpose && current === null;
  return endingSessions.has(token) || (current !== null && current !== token);
}

/** Minutes the gateway lets this session go unused (from POST session); the browser warns before. */
export function getSessionIdleMinutes(): number {
  const stored = Number(localStorage.getItem(SESSION_IDLE_KEY));
  return stored > 0 ? stored : DEFAULT_SESSION_IDLE_MINUTES;
}

const clearListeners = new Set<() => void>();

/** Areas loaded later (the member area's query cache) register what logout must also clear. */
export function onSessionCleared(listener: () => void): () => void {
  clearListeners.add(listener);
  return () => clearListeners.delete(listener);
}

/**
 * Logout (document 1 §4): session and local storage, the query cache (the data calls' cache), and
 * both cookies on every path they may have been set on (document 1 §9).
 */
export function clearSession(): void {
  sessionStorage.clear();
  localStorage.clear();
  for (const listener of clearListeners) listener();
  for (const name of SESSION_COOKIES) {
    for (const path of LOGOUT_COOKIE_PATHS) {
      writeCookie(name, '', `Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=${path}`);
    }
  }
  writeCookie(TIME_ZONE_COOKIE, '', 'Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/');
}

export type { VisitorTokens };

/** The browser's: what this module keeps in its storage. */
/** One object per combination, so a store's snapshot is the same value while nothing changes. */
const TOKEN_STATES: Readonly<Record<`${boolean} ${boolean}`, VisitorTokens>> = {
  'false false': { session: false, temporary: false },
  'false true': { session: false, temporary: true },
  'true false': { session: true, temporary: false },
  'true true': { session: true, temporary: true },
};

export function browserTokens(): VisitorTokens {
  return TOKEN_STATES[`${getSessionToken() !== null} ${getTemporaryToken() !== null}`];
}

/**
 * What the server rendered the page being hydrated for: the session its cookie names, and never a
 * temporary token, which only this tab holds.
 */
const renderedTokens = (): VisitorTokens => TOKEN_STATES[`${readCookie(ACCESS_TOKEN_COOKIE) !== null} false`];

/**
 * A store that changes only along with a render that reads it again (the browser's storage, its time
 * zone): nothing to subscribe to.
 */
export const unchanging = () => () => {};

/**
 * What a server render was told of its request's tokens, from the cookie the gateway read. The
 * server has no storage of the visitor's, and renders run side by side: the tokens reach the
 * render's components through context and its loaders through their `context` argument.
 */
const RenderTokensContext = createContext<VisitorTokens | null>(null);
export const RenderTokensProvider = RenderTokensContext;

/** A component's view: its server render's tokens, else the browser's. */
export function useVisitorTokens(): VisitorTokens {
  const rendering = use(RenderTokensContext);
  // While a server-rendered page is hydrated, the tokens it was rendered for; then the browser's, which
  // React renders again with when they differ (a sign-in under way that the server did not know of).
  const browser = useSyncExternalStore(unchanging, browserTokens, renderedTokens);
  return rendering ?? browser;
}

/**
 * A loader's view: the `context` its server render passed (the static handler's `requestContext`),
 * else, in the browser, where loaders get none, the browser's storage.
 */
export function loaderTokens(context: unknown): VisitorTokens {
  return (context as RenderLoaderContext | undefined)?.tokens ?? browserTokens();
}

/**
 * A loader's `context`: on the server, the request's (PageLoadContext); in the browser, where React
 * Router passes an empty one, none of it.
 */
export type RenderLoaderContext = Partial<PageLoadContext>;

/** A session makes a member; a temporary token alone means a sign-in is under way (document 1 §6). */
export function signInState({ session, temporary }: VisitorTokens): SignInState {
  if (session) return 'member';
  return temporary ? 'mid-login' : 'signed-out';
}
