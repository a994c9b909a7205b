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
