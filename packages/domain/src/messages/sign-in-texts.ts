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
  skipToMain: 'Skip to main content',
  utilityMenu: 'Account',
  logOut: 'Log out',
  loading: 'Loading',
} as const;

/** The /logout links (document 1 §2); the partner brand's 401 page repeats the first two (document 1 §8). */
export const LOGOUT_LINK_TEXTS = {
  providerDashboard: 'Return to the provider dashboard',
  customerService: 'Contact customer service',
  healthPlan: 'Contact your health plan',
} as const;

/** The home welcome banner: first name and subscriber ID (document 2 §2, Home). */
/** Home texts (document 2 §2). */
export const HOME_TEXTS = {
  title: 'Home',
  subscriberIdLabel: 'Subscriber ID',
  employeeIdLabel: 'Employee ID',
  loading: 'Loading your account',
  copiedSubscriberId: 'Copied subscriber ID to clipboard',
  primaryCareUpdateTitle: 'Primary care administrative update',
  primaryCareUpdateBody:
    'Your primary care group now replaces your primary care provider: care is coordinated by the group rather than by one provider.',
  viewAllPrograms: 'View all programs',
} as const;

export function getWelcomeMessage(firstName: string | undefined): string {
  return firstName ? `Welcome, ${firstName}` : 'Welcome';
}
