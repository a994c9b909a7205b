/** Login error codes the gateway responds with (document 1 §8). */
export const LOGIN_ERROR_CODES = ['LOGIN_ATTEMPTS_REMAINING', 'ACCOUNT_LOCKED', 'LOGIN_FAILED'] as const;
export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number];

export const LOGIN_TITLE = 'Log in to your Member Dashboard';
export const LOGOUT_SUCCESS_BANNER = 'You have logged out successfully.';
export const LOGGED_OUT_TITLE = 'Logged out successfully';

/**
 * The failures whose message asks the member to contact customer service ('To unlock, please Contact
 * Customer Service.'): the brand's number is shown with them (issue 9).
 */
export function pointsToCustomerService(code: string): boolean {
  return code === 'ACCOUNT_LOCKED';
}

/** The messages of a failed sign-in (document 1 §8). */
export const LOGIN_ERROR_MESSAGES = {
  attemptsRemaining: (attemptsRemaining: number) =>
    `Username and/or password unrecognized. You have ${attemptsRemaining} attempt(s) remaining.`,
  accountLocked:
    'Your account is locked due to too many login attempts. To unlock, please Contact Customer Service.',
  failed: 'Username and/or password unrecognized. Please try again.',
} as const;

/** The message shown for a failed sign-in (document 1 §8). */
export function getLoginErrorMessage(code: string, attemptsRemaining?: number): string {
  if (code === 'LOGIN_ATTEMPTS_REMAINING' && attemptsRemaining !== undefined) {
    return LOGIN_ERROR_MESSAGES.attemptsRemaining(attemptsRemaining);
  }
  return code === 'ACCOUNT_LOCKED' ? LOGIN_ERROR_MESSAGES.accountLocked : LOGIN_ERROR_MESSAGES.failed;
}
