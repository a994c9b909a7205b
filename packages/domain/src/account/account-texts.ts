import { validationMessages } from '../validation/messages';

/**
 * The account area's English for the gateway and the rules (document 1 §2, §4; issue 13): the toasts'
 * messages, the security answers' label in validation messages and the gateway's refusals. The
 * screens' words are in the web's catalogues (issue 17).
 */
export const ACCOUNT_TEXTS = {
  addressSaved: 'Successfully updated address',
  securityAnswersSaved: 'Successfully updated security answers',
  newAnswer: 'New answer',
  unknownQuestion: 'Choose one of the listed security questions.',
  duplicateQuestion: 'Answer each security question once.',
  answerLabel: 'Security answer',
} as const;

/** The gateway's refusals in the account area (issue 13), shown by the screens that made the call. */
export const ACCOUNT_SERVER_MESSAGES = {
  addressOwnerOnly: 'Only the subscriber can change the family address.',
  staleAddress: 'The address was changed since you opened it. The current address is shown.',
  stalePreferences: 'Your preferences were changed since you opened them. The current preferences are shown.',
  staleSecurityAnswers: 'Your security answers were changed since you opened them. Please review them again.',
} as const;

/** The security answers' field messages the gateway answers with (PUT account/security-answers). */
export const ACCOUNT_FIELD_MESSAGES = {
  unknownQuestion: ACCOUNT_TEXTS.unknownQuestion,
  duplicateQuestion: ACCOUNT_TEXTS.duplicateQuestion,
  invalidAnswer: validationMessages.invalid(ACCOUNT_TEXTS.answerLabel.toLowerCase()),
} as const;
