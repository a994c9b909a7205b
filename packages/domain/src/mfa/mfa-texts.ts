import { EMAIL_CODE_MINUTES } from './mfa-rules';

/** The gateway's responses about multi-factor sign-in. */
export const MFA_SERVER_MESSAGES = {
  wrongCode: (attemptsRemaining: number) =>
    `That code is not right. ${attemptsRemaining} attempt${attemptsRemaining === 1 ? '' : 's'} left before your account is locked.`,
  invalidCode: 'Enter the 6-digit code or a recovery code.',
  notPending: 'No code is asked for this sign-in.',
  alreadyOn: 'Two-step sign-in is already on. Turn it off first to change how you get your code.',
  notOn: 'Two-step sign-in is not on.',
  noEnrolment: 'Start again: turn on two-step sign-in.',
  noEmailAddress: 'Add an e-mail address to your communication preferences first.',
  notEmailMethod: 'Codes are e-mailed only when two-step sign-in uses e-mail.',
  emailSubject: 'Your sign-in code',
  emailBody: (code: string) =>
    `Your sign-in code is ${code}. It works once, for ${EMAIL_CODE_MINUTES} minutes. If you did not try to sign in, change your password.`,
} as const;
