/** The idle-timeout warning (HIPAA automatic logoff; issue 10 point 10). */
export const SESSION_TIMEOUT_TEXTS = {
  title: 'Are you still there?',
  body: 'For your security, you will be logged out in 2 minutes because you have not been active.',
  staySignedIn: 'Stay signed in',
  logOut: 'Log out',
} as const;
