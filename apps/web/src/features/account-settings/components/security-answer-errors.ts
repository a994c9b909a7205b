import { ACCOUNT_TEXTS, CHANGE_PASSWORD_MESSAGES, validationMessages } from '@dash/domain';

/**
 * The security answers form's validation messages, the domain's generic ones (document 1 §5). They
 * stay English here: the validation messages get their Spanish through the shared forms work of
 * issue 17, not through this feature's catalogue.
 */
export const SECURITY_ANSWER_ERRORS = {
  answerInvalid: validationMessages.invalid(ACCOUNT_TEXTS.answerLabel.toLowerCase()),
  answerRequired: validationMessages.required(ACCOUNT_TEXTS.newAnswer),
  currentPasswordRequired: CHANGE_PASSWORD_MESSAGES.currentRequired,
} as const;
