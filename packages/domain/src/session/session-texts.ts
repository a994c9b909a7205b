/** The idle-timeout warning (HIPAA automatic logoff; issue 10 point 10). */
export const SESSION_TIMEOUT_TEXTS = {
  title: 'Are you still there?',
  body: 'For your security, you will be logged out in 2 minutes because you have not been active.',
  staySignedIn: 'Stay signed in',
  logOut: 'Log out',
} as const;

/** The "Sign-in and security" section of /account/settings. */
export const ACCOUNT_SETTINGS_TEXTS = {
  title: 'Settings',
  securityHeading: 'Sign-in and security',
  changePassword: 'Change your password',
  logOutEverywhereIntro:
    'Signed in on another device or browser? Log out everywhere ends every session of your account, including this one.',
  logOutEverywhere: 'Log out everywhere',
  logOutEverywhereFailed: 'We could not log you out everywhere. Please try again.',
} as const;
