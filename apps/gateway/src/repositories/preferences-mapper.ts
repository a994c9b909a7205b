import type { Preferences } from '@dash/domain/api';
import type { Selectable } from 'kysely';
import type { MemberPreferencesTable } from '../db/tables/core';

/** API field → column, in one place for reads and writes. */
export const PREFERENCE_COLUMNS = {
  emailAddress: 'email_address',
  electronicEob: 'electronic_eob',
  emailBreakingNews: 'email_breaking_news',
  electronicMedicareMailing: 'electronic_medicare_mailing',
  emailPaymentReminder: 'email_payment_reminder',
  emailAutopayWithdrawalReminder: 'email_autopay_withdrawal_reminder',
  discontinuePaperStatements: 'discontinue_paper_statements',
  emailWhenBillReady: 'email_when_bill_ready',
  emailEwpNotification: 'email_ewp_notification',
  showEwpLandingPage: 'show_ewp_landing_page',
} as const satisfies Record<keyof Preferences, keyof MemberPreferencesTable>;

type PreferenceColumn = (typeof PREFERENCE_COLUMNS)[keyof typeof PREFERENCE_COLUMNS];
export const PREFERENCE_COLUMN_NAMES = Object.values(PREFERENCE_COLUMNS);

export function toPreferences(
  row: Pick<Selectable<MemberPreferencesTable>, PreferenceColumn> | null | undefined,
): Preferences {
  const entries = Object.entries(PREFERENCE_COLUMNS).map(([field, column]) => [field, row?.[column] ?? null]);
  return Object.fromEntries(entries) as Preferences;
}
