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

/** INI and FORCED_PASSWORD_CHANGE (FRC): the password is changed before the session opens (document 1 §4). */
const MUST_CHANGE_PASSWORD: readonly AccountStatus[] = ['INI', 'FRC'];
/** Disabled (DIS) and DLG accounts do not sign in; they get the generic login error (document 1 §8 "Any other"). */
const REFUSED_AT_SIGN_IN: readonly AccountStatus[] = ['DIS', 'DLG'];

export function mustChangePassword(status: string): boolean {
  return (MUST_CHANGE_PASSWORD as readonly string[]).includes(status);
}

export function isRefusedAtSignIn(status: string): boolean {
  return (REFUSED_AT_SIGN_IN as readonly string[]).includes(status);
}

/** Minutes a session may go unused before the gateway refuses it (HIPAA automatic logoff). */
export const DEFAULT_SESSION_IDLE_MINUTES = 15;
/**
 * The gateway writes a session's last use at most this often, so it may have seen the last use up to
 * this much earlier than the browser did; the browser counts the idle limit from that earlier moment.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
/** The browser warns this long before the idle limit and offers to stay signed in. */
export const IDLE_WARNING_MS = 2 * 60_000;

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

/**
 * Current-password checks one account may make when changing its password, per window (issue 10
 * point 7), before the change gets 429. A separate throttle from the sign-in lockout above: a
 * wrong current password never locks the account (it is already signed in), it only slows guessing,
 * so this stays fixed when LOCKOUT_THRESHOLD is configured. Equal to the lockout default by choice.
 */
export const PASSWORD_CHANGE_ATTEMPT_LIMIT = 5;
/** The window PASSWORD_CHANGE_ATTEMPT_LIMIT counts over, also sent as Retry-After. */
export const PASSWORD_CHANGE_ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

/** Age of majority (document 1 §9). */
export const AGE_OF_MAJORITY = 18;
