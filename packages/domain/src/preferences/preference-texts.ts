import { validationMessages } from '../validation/messages';

export const EMAIL_LABEL = 'Email address';

/** Document 1 §5, word for word; equal to validationMessages.required(EMAIL_LABEL) (asserted in the tests). */
export const EMAIL_REQUIRED_MESSAGE = 'Email address is a required field';
export const EMAIL_INVALID_MESSAGE = validationMessages.invalid('email address');

/** The window scrolls here when the preferences form is invalid (document 1 §9). */
export const PREFERENCES_INVALID_SCROLL_TOP = 600;

/** Labels of the /update-preferences screen (document 1 §2, §3). */
export const PREFERENCES_TEXTS = {
  title: 'Communication preferences',
  intro:
    'Tell us how you would like to hear from us. You can change these choices later in your account settings.',
  emailLabel: EMAIL_LABEL,
  yes: 'Yes',
  no: 'No',
  submit: 'Save preferences',
  saving: 'Saving your preferences',
  saveFailed: 'We could not save your preferences. Please try again.',
} as const;

/** One label per preference control; the Y/N ones are radio groups, the others checkboxes. */
export const PREFERENCE_LABELS = {
  electronicEob: 'Receive my explanation of benefits (EOB) electronically',
  emailBreakingNews: 'Email me news and updates about my plan',
  electronicMedicareMailing: 'Receive my Medicare mailings electronically',
  emailPaymentReminder: 'Email me a payment reminder',
  emailAutopayWithdrawalReminder: 'Email me before an automatic payment is withdrawn',
  discontinuePaperStatements: 'Stop paper billing statements',
  emailWhenBillReady: 'Email me when my bill is ready',
  emailEwpNotification: 'Email me wellness program notifications',
  showEwpLandingPage: 'Show me the wellness program page when I log in',
} as const;
