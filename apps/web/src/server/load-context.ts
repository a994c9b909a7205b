import type { Locale } from '@dash/domain';
import type { BrandConfig } from '@dash/domain/api';

/**
 * Which of the sign-in tokens (document 1 §6) the visitor holds: the session token, the temporary
 * token of a sign-in under way, both (a staff person's member session before returning to
 * /login-as), or neither. Never the tokens themselves: a render needs to know only which exist.
 */
export interface VisitorTokens {
  readonly session: boolean;
  readonly temporary: boolean;
}

/**
 * How a call is sent: the browser's `fetch`, or a server render's, which sends it to the gateway's
 * routes in process as the visitor whose page it is (the gateway's `visitorFetch`).
 */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * What the gateway gives React Router's request handler with each page request (its
 * `getLoadContext`, decision 053), and so every loader and the server entry: all of it from the
 * request (host, cookies, `Accept-Language`), none of it from the process. The gateway imports this
 * type; it is the one contract between the two.
 */
// A type, not an interface: React Router's AppLoadContext has an index signature, which only an
// object type's alias satisfies.
export type PageLoadContext = {
  /** The brand of the request's host. */
  readonly brand: BrandConfig;
  /** What the cookies say the visitor holds: the session's cookie, checked by every call made with it. */
  readonly tokens: VisitorTokens;
  /**
   * The gateway's routes in process, as the visitor: the member the cookie names, or no one (auth,
   * audit and rate limits apply as to the browser's own calls).
   */
  readonly fetch: Fetch;
  /** The language the page is rendered in. */
  readonly locale: Locale;
  /** The time zone the member's browser named (its cookie); null when none. */
  readonly timeZone: string | null;
  /** The response's CSP nonce, for the framework's inline scripts. */
  readonly nonce: string;
};

declare module 'react-router' {
  interface AppLoadContext extends PageLoadContext {}
}
