import type { Brand } from '../brands/brand';

/**
 * Addresses whose failures the screens handle themselves, never the global handling (document 1 §8).
 * A call is excluded when its address contains any of these.
 */
export const GLOBAL_HTTP_EXCLUDED_ADDRESS_PARTS: readonly string[] = [
  'registration',
  'token',
  'security-questions',
  'forgot-password',
  'forgot-username',
  'account/password',
  'medicare-materials',
  'eobs',
  'claims',
  'pcp/provider',
];

/** The login-as POST responds with these statuses to its own screen (document 1 §8). */
const LOGIN_AS_ADDRESS = 'login-as';
const LOGIN_AS_SCREEN_STATUSES: readonly number[] = [400, 404];

export type GlobalHttpAction =
  /** Not handled globally: the screen that made the call deals with it. */
  | { readonly kind: 'screen' }
  /** Clear the session and go to /login. */
  | { readonly kind: 'login' }
  /** Show the error page for the status in place, without changing the address. */
  | { readonly kind: 'error-page'; readonly status: number; readonly clearSession: boolean };

/**
 * What the application does with a failed call (document 1 §8, "Global HTTP handling"): a 401 clears
 * the session and goes to /login except on the partner brand, where the 401 error page shows instead;
 * any other status shows the error page for it; the exclusions are left to the screens.
 */
export function getGlobalHttpAction(
  status: number,
  url: string,
  brand: Pick<Brand, 'loginOn401'>,
  method = 'GET',
): GlobalHttpAction {
  if (GLOBAL_HTTP_EXCLUDED_ADDRESS_PARTS.some((part) => url.includes(part))) return { kind: 'screen' };
  const isLoginAsPost = method.toUpperCase() === 'POST' && url.includes(LOGIN_AS_ADDRESS);
  if (isLoginAsPost && LOGIN_AS_SCREEN_STATUSES.includes(status)) return { kind: 'screen' };
  if (status === 401) {
    return brand.loginOn401 ? { kind: 'login' } : { kind: 'error-page', status, clearSession: true };
  }
  return { kind: 'error-page', status, clearSession: false };
}
