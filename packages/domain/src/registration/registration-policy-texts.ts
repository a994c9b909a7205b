/** Document 1 §5, word for word. */
export const POLICY_REQUIRED_MESSAGE = 'Please confirm you have read our digital communications policy.';

/** The failure copy getRegistrationPoliciesFailure names (document 1 §2); the page's words are the web's catalogue. */
export const REGISTRATION_POLICY_TEXTS = {
  /**
   * The screen's own error copy: its address contains "registration", so the global handling leaves
   * its failures to it (document 1 §8). The catalogue's title and code for the status follow.
   */
  loadFailed: "We couldn't load your communication choices.",
  saveFailed: "We couldn't save your choices. Your answers are still here: please try again.",
  retry: 'Retry',
  /** A 401: the temporary token has run out, so only a new sign-in helps. */
  signInExpired: 'Your sign-in has expired. Please log in again.',
  logInAgain: 'Log in again',
} as const;
