import { validationMessages } from '../validation/messages';

/** The labels recovery's messages name and the gateway's one response (issue 14); the screens' words are the web's catalogue. */
export const RECOVERY_TEXTS = {
  usernameLabel: 'Username',
  answerLabel: 'Security answer',
  newPasswordLabel: 'New password',
  confirmPasswordLabel: 'Confirm new password',
  passwordHint: 'Use 6 to 32 characters: letters, digits and @$!%*#?&^_+-=, with at least one digit.',
  /** The same response whether or not an account matches (issue 14). */
  usernameSent:
    'If the details match an online account, we have sent the username to the e-mail address on file. Check your inbox.',
  passwordSent:
    'If the username matches an online account, we have sent a link to the e-mail address on file. The link works for 30 minutes, once.',
} as const;

const T = RECOVERY_TEXTS;

export const RECOVERY_MESSAGES = {
  usernameRequired: validationMessages.required(T.usernameLabel),
  usernameInvalid: validationMessages.invalid(T.usernameLabel),
  answerRequired: validationMessages.required(T.answerLabel),
  answerInvalid: validationMessages.invalid(T.answerLabel),
  newPasswordRequired: validationMessages.required(T.newPasswordLabel),
  newPasswordInvalid: `${validationMessages.invalid(T.newPasswordLabel.toLowerCase())}. ${T.passwordHint}`,
  confirmRequired: validationMessages.required(T.confirmPasswordLabel),
  /** Error "mismatch" (document 1 §5). */
  mismatch: 'The new password and its confirmation do not match.',
  /** One message for an unknown, used, replaced, expired or exhausted link. */
  linkInvalid: 'This link has expired or has already been used. Please request a new one.',
  wrongAnswer: (remaining: number) =>
    `That answer doesn't match our records. You have ${remaining} attempt(s) remaining.`,
} as const;

/** The two recovery e-mails; the reset token lives only in the message, never in the outbox. */
export const RECOVERY_MAIL = {
  usernameSubject: 'Your Member Dashboard username',
  usernameText: (firstName: string, username: string) =>
    `Hello ${firstName},\n\nYou asked for your Member Dashboard username. It is: ${username}\n\nIf you did not ask for this, you can ignore this message.`,
  resetSubject: 'Reset your Member Dashboard password',
  resetText: (firstName: string, link: string) =>
    `Hello ${firstName},\n\nUse this link within 30 minutes to choose a new password. It works once, and a newer link replaces it:\n\n${link}\n\nIf you did not ask for this, you can ignore this message: your password stays as it is.`,
} as const;
