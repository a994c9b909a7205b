import { validationMessages } from '../validation/messages';

/**
 * The password change's field names and rule in the validation messages (document 1 §5). The screen's
 * words are in the web's catalogue (issue 17).
 */
export const CHANGE_PASSWORD_TEXTS = {
  currentLabel: 'Current password',
  newLabel: 'New password',
  confirmLabel: 'Confirm new password',
  rule: 'Use 6 to 32 characters: letters, digits and @$!%*#?&^_+-=, with at least one digit.',
} as const;

export const CHANGE_PASSWORD_MESSAGES = {
  currentRequired: validationMessages.required(CHANGE_PASSWORD_TEXTS.currentLabel),
  newRequired: validationMessages.required(CHANGE_PASSWORD_TEXTS.newLabel),
  newInvalid: `${validationMessages.invalid(CHANGE_PASSWORD_TEXTS.newLabel.toLowerCase())}. ${CHANGE_PASSWORD_TEXTS.rule}`,
  confirmRequired: validationMessages.required(CHANGE_PASSWORD_TEXTS.confirmLabel),
  /** Error "mismatch" (document 1 §5): the two fields must match. */
  mismatch: 'The new password and its confirmation do not match.',
  wrongCurrent: 'The current password is incorrect.',
  sameAsCurrent: 'The new password must be different from the current password.',
  tooManyAttempts: 'Too many incorrect attempts. Please wait 15 minutes and try again.',
} as const;
