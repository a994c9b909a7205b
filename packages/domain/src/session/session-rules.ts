/** Session constants (document 1 §9). */
export const SESSION_TTL_MS = 7_200_000;
export const ACCESS_TOKEN_COOKIE = 'access_token';
export const API_TOKEN_COOKIE = 'api_token';

/** Cookie paths cleared on logout (document 1 §9). The partner-specific path is brand data. */
export const LOGOUT_COOKIE_PATHS: readonly string[] = [
  '/',
  '/dashboard',
  '/dental/dashboard',
  '/medical/dashboard',
  '/idaho/dashboard',
  '/texas/dashboard',
  '/harbor/dashboard',
];

/** Account status codes (document 1 §4). INI means the password must be changed after login. */
export const ACCOUNT_STATUSES = ['ACT', 'DIS', 'INI', 'DLG', 'FRC'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** Roles carried in token claims (document 1 §6). */
export const LOGIN_AS_ROLES = ['logInAsAnyone', 'logInAsNonEmp'] as const;
export const ROLES = ['member', ...LOGIN_AS_ROLES] as const;
export type Role = (typeof ROLES)[number];

export function isLoginAsRole(role: string | null | undefined): boolean {
  return (LOGIN_AS_ROLES as readonly string[]).includes(role ?? '');
}

/**
 * Consecutive failed sign-ins that lock an account (document 1 §8, ACCOUNT_LOCKED): the gateway's
 * LOCKOUT_THRESHOLD default, and what the tests count to.
 */
export const DEFAULT_LOCKOUT_THRESHOLD = 5;

/** Age of majority (document 1 §9). */
export const AGE_OF_MAJORITY = 18;
