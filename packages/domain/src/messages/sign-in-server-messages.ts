import type { PendingSignInStep } from '../routing/next-step-after-login';

/**
 * The gateway's responses in the sign-in flows (session exchange, login-as, password change, unlock),
 * written once so the gateway, the web and the tests read the same words.
 */
export const SIGN_IN_SERVER_MESSAGES = {
  /** POST session while a step of document 1 §4 is still to do. */
  pendingStep: {
    mfa: 'Enter your sign-in code first.',
    'login-as': 'Choose a member to log in as first.',
    'group-selection': 'Choose the group you want to log in to first.',
    'update-preferences': 'Update your communication preferences first.',
    'registration-policies': 'Agree to the digital communications policy first.',
    'change-password': 'Change your password first.',
  } satisfies Record<PendingSignInStep, string>,
  staffOnly: 'Only support staff can log in as a member.',
  passwordOwnerOnly: 'A password is changed only by its member.',
  memberOnly: 'Only the member can log out everywhere.',
  unlockStaffOnly: 'Only support staff who can log in as anyone may unlock an account.',
  outboxStaffOnly: 'Only support staff may read the outbox.',
  noLockedAccount: 'No account with this username is locked.',
  notLoginAsSession: 'This session was not opened by a login-as.',
  sessionIdle: 'Your session has ended after a period of inactivity. Please log in again.',
} as const;
