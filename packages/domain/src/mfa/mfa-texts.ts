import { EMAIL_CODE_MINUTES, RECOVERY_CODE_COUNT } from './mfa-rules';

/** The words of multi-factor sign-in (issue 15), on the settings page and the sign-in code screen. */
export const MFA_TEXTS = {
  heading: 'Two-step sign-in',
  intro:
    'Protect your account with a second step after your password: a code from an authenticator app, or a code we e-mail to you.',
  statusOff: 'Two-step sign-in is off.',
  statusTotp: 'Two-step sign-in is on: a code from your authenticator app.',
  statusEmail: 'Two-step sign-in is on: a code we e-mail to you.',
  recoveryCodesLeft: (count: number) => `Recovery codes left: ${count}`,
  chooseMethod: 'How do you want to get your code?',
  methodTotp: 'Authenticator app',
  methodEmail: 'E-mail',
  passwordLabel: 'Current password',
  start: 'Turn on two-step sign-in',
  scanQrCode: 'Scan this QR code with your authenticator app, or type the key below into it.',
  qrCodeAlt: 'QR code for your authenticator app',
  secretKeyLabel: 'Key',
  emailSent: (maskedAddress: string) => `We e-mailed a code to ${maskedAddress}.`,
  codeLabel: 'Code',
  confirm: 'Confirm',
  cancel: 'Cancel',
  recoveryCodesHeading: 'Your recovery codes',
  recoveryCodesIntro: `Keep these ${RECOVERY_CODE_COUNT} codes somewhere safe. Each works once, in place of a code, if you lose your phone or e-mail. They are shown only now.`,
  recoveryCodesDone: 'I have saved my codes',
  enabled: 'Two-step sign-in is on.',
  remove: 'Turn off two-step sign-in',
  removed: 'Two-step sign-in is off.',
  removeConfirm: 'Turn off',
  failed: 'We could not change two-step sign-in. Please try again.',
  // The sign-in code screen.
  challengeTitle: 'Enter your code',
  challengeTotp: 'Enter the 6-digit code from your authenticator app.',
  challengeEmail: `Enter the 6-digit code we e-mailed to you. It works for ${EMAIL_CODE_MINUTES} minutes.`,
  challengeRecovery: 'You can also enter one of your recovery codes.',
  verify: 'Continue',
  sendNewCode: 'E-mail me a new code',
  newCodeSent: 'We e-mailed you a new code.',
  staffNote: 'Two-step sign-in is managed by the member.',
  backToLogin: 'Back to log in',
} as const;

/** The gateway's answers about multi-factor sign-in. */
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
