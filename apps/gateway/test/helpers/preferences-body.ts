import type { PreferencesUpdate } from '@dash/domain/api';

/** A complete, valid PUT account/preferences body, with the e-mail address the test needs. */
export function preferencesBody(emailAddress: string) {
  return {
    emailAddress,
    electronicEob: 'Y',
    emailBreakingNews: 'N',
    electronicMedicareMailing: 'Y',
    emailPaymentReminder: 'Y',
    emailAutopayWithdrawalReminder: 'N',
    discontinuePaperStatements: 'Y',
    emailWhenBillReady: 'Y',
    emailEwpNotification: null,
    showEwpLandingPage: null,
  } satisfies PreferencesUpdate;
}
