/**
 * Labels and link texts of the sign-in screens (document 1 §2 /login, /logout and §8 401 page), written once
 * for the web app and the browser journeys. Field labels are also the {label} of the validation messages.
 */
export const LOGIN_TEXTS = {
  usernameLabel: 'Username',
  passwordLabel: 'Password',
  submit: 'Log in',
  submitting: 'Logging in',
  createAccount: 'Create account',
  contactUs: 'Contact us',
  forgotUsername: 'Forgot username?',
  forgotPassword: 'Forgot password?',
} as const;

/** The shell's texts; the utility menu offers Log out to a signed-in member (document 1 §2, Menus). */
export const SHELL_TEXTS = {
  /** A link that leaves the site in the same window says so (issue 17). */
  leavesSite: '(leaves this site)',
  skipToMain: 'Skip to main content',
  utilityMenu: 'Account',
  logOut: 'Log out',
  loading: 'Loading',
} as const;
