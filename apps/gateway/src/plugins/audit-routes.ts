/**
 * How the audit plugin treats a route beyond the general rules (issue 10 point 4), by method and URL,
 * so route files need no audit code: sign-in, session exchange and sign-out get their own action;
 * login-as writes its own row when it succeeds (routes/login-as), so only its refusals are added.
 */
export type AuditRouteKind = 'sign-in' | 'session-exchange' | 'sign-out' | 'login-as';

export const AUDIT_ROUTE_KINDS: Readonly<Record<string, AuditRouteKind>> = {
  'POST /api/token': 'sign-in',
  'POST /api/session': 'session-exchange',
  'POST /api/logout': 'sign-out',
  'POST /api/login-as': 'login-as',
};

/** The audit actions this plugin writes (the existing login-as, account-locked, password-change stay). */
export const AUDIT_ACTIONS = {
  signIn: 'sign-in',
  signInFailed: 'sign-in-failed',
  sessionExchange: 'session-exchange',
  signOut: 'sign-out',
  loginAsRefused: 'login-as-refused',
  write: 'write',
  staffRead: 'staff-read',
} as const;

export function routeKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}
