/** Document 1 §5, word for word. */
export const POLICY_REQUIRED_MESSAGE = 'Please confirm you have read our digital communications policy.';

/** The /registration-policies welcome page (document 1 §2). */
export const REGISTRATION_POLICY_TEXTS = {
  title: 'Welcome to your Member Dashboard',
  intro: 'Before you begin, please review how we communicate with you.',
  policyCheckbox: 'I have read and agree to the digital communications policy.',
  eobLegend: 'How would you like to receive your explanation of benefits (EOB)?',
  eobConsented: 'Electronically, on my Member Dashboard',
  eobDeclined: 'By mail, on paper',
  submit: 'Continue',
  saving: 'Saving',
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
