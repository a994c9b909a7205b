import type { AuthContext } from '../auth/auth-context';

/** The auth guard has run for every route that asks for a token; this narrows its result. */
export function requireAuth(auth: AuthContext | null): AuthContext {
  if (!auth) throw new Error('route reached without the auth guard');
  return auth;
}
