import type { LOGIN_AS_ROLES } from '../session/session-rules';

/** The "Sign-in and access" page of account settings (issue 15, "The member sees who had access"). */
export const ACCOUNT_ACCESS_TEXTS = {
  title: 'Sign-in and access',
  settingsLink: 'See where you are signed in and who had access',
  sessionsHeading: 'Where you are signed in',
  sessionsIntro:
    'These are the browsers and devices signed in to your account now. If you do not recognize one, end it and change your password.',
  signedInAt: 'Signed in',
  lastUsedAt: 'Last used',
  brand: 'Website',
  device: 'Device',
  browser: 'Browser',
  current: 'This browser',
  endSession: 'End this session',
  endSessionLabel: (browser: string, device: string) => `End this session (${browser} on ${device})`,
  logOutCurrent: 'Log out',
  sessionEnded: 'The session has ended.',
  endFailed: 'We could not end that session. Please try again.',
  noOtherSessions: 'You are not signed in anywhere else.',
  staffCannotEnd: 'Support staff may see these sessions but only the member can end them.',
  staffHeading: 'Support staff who signed in as you',
  staffIntro:
    'Our support staff can sign in to your account to help you. Every time they do, it is listed here with what they looked at or tried to change.',
  noStaffVisits: 'No support staff have signed in to your account.',
  staffRole: 'Staff role',
  viewed: 'Viewed',
  changed: 'Changed',
  refused: 'Tried to change (not allowed)',
  nothing: 'Nothing',
  loadFailed: 'We could not load your sign-in and access details. Please try again.',
  retry: 'Try again',
  unknownBrowser: 'Unknown browser',
  unknownDevice: 'Unknown device',
} as const;

/** The banner of every staff login-as session: who is acting as whom, and the way back. */
export const LOGIN_AS_BANNER_TEXTS = {
  label: 'Support staff session',
  actingAs: (staffUsername: string, staffRole: string, memberName: string) =>
    `${staffUsername} (${staffRole}) is acting as ${memberName}.`,
  backToLoginAs: 'Back to login-as',
} as const;

/** How a staff role reads to a member and in the banner. */
export const STAFF_ROLE_LABELS: Readonly<Record<(typeof LOGIN_AS_ROLES)[number], string>> = {
  logInAsAnyone: 'Support staff: any member',
  logInAsNonEmp: 'Support staff: members who are not employees',
};

/** The gateway's answers about sessions and the banner (issue 15). */
export const ACCOUNT_ACCESS_SERVER_MESSAGES = {
  noSuchSession: 'No open session of your account has this id.',
  endCurrent: 'This is the session you are using now. Use Log out to end it.',
  memberOnly: 'Only the member can end a session of their account.',
  notLoginAs: 'This is not a support staff session.',
} as const;
