import type { LOGIN_AS_ROLES } from '../session/session-rules';

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

/** The gateway's responses about sessions and the banner (issue 15). */
export const ACCOUNT_ACCESS_SERVER_MESSAGES = {
  noSuchSession: 'No open session of your account has this id.',
  endCurrent: 'This is the session you are using now. Use Log out to end it.',
  memberOnly: 'Only the member can end a session of their account.',
  notLoginAs: 'This is not a support staff session.',
} as const;
