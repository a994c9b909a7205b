import type { Preferences } from '../api/account';
import type { PreferenceFlag, PreferencesUpdate } from '../api/preferences';
import type { YesNo } from '../api/primitives';
import type { PreferencesForm, PreferencesFormInput } from './preferences-form-schema';

/** The preferences answered with a Yes/No choice; the others are checkboxes sent as Y/N (document 1 §5). */
export const YES_NO_PREFERENCES = [
  'electronicEob',
  'discontinuePaperStatements',
  'electronicMedicareMailing',
] as const;
export const CHECKBOX_PREFERENCES = [
  'emailBreakingNews',
  'emailPaymentReminder',
  'emailAutopayWithdrawalReminder',
  'emailWhenBillReady',
  'emailEwpNotification',
  'showEwpLandingPage',
] as const;

type YesNoPreference = (typeof YES_NO_PREFERENCES)[number];
type CheckboxPreference = (typeof CHECKBOX_PREFERENCES)[number];

export const isYesNoPreference = (name: PreferenceFlag): name is YesNoPreference =>
  (YES_NO_PREFERENCES as readonly string[]).includes(name);
export const isCheckboxPreference = (name: PreferenceFlag): name is CheckboxPreference =>
  (CHECKBOX_PREFERENCES as readonly string[]).includes(name);

/**
 * The value a stored null takes (document 1 §5): with an extended policy electronicEob and
 * discontinuePaperStatements N and both bill emails false; without one Y, Y and true.
 * electronicMedicareMailing Y, emailBreakingNews false. The specification gives no default for the
 * autopay, EWP and landing-page flags: they start unticked, as a member who has not opted in.
 */
export function getPreferenceDefaults(hasExtendedPolicy: boolean): Omit<PreferencesForm, 'emailAddress'> {
  return {
    electronicEob: hasExtendedPolicy ? 'N' : 'Y',
    discontinuePaperStatements: hasExtendedPolicy ? 'N' : 'Y',
    electronicMedicareMailing: 'Y',
    emailWhenBillReady: !hasExtendedPolicy,
    emailPaymentReminder: !hasExtendedPolicy,
    emailBreakingNews: false,
    emailAutopayWithdrawalReminder: false,
    emailEwpNotification: false,
    showEwpLandingPage: false,
  };
}

const toBoolean = (value: YesNo | null, fallback: boolean): boolean =>
  value === null ? fallback : value === 'Y';
const toYesNo = (value: boolean): YesNo => (value ? 'Y' : 'N');

/** The form's starting values: the stored answers, each stored null replaced by its default (document 1 §5). */
export function getPreferencesFormValues(
  stored: Preferences,
  hasExtendedPolicy: boolean,
): PreferencesFormInput {
  const defaults = getPreferenceDefaults(hasExtendedPolicy);
  return {
    emailAddress: stored.emailAddress ?? '',
    electronicEob: stored.electronicEob ?? defaults.electronicEob,
    discontinuePaperStatements: stored.discontinuePaperStatements ?? defaults.discontinuePaperStatements,
    electronicMedicareMailing: stored.electronicMedicareMailing ?? defaults.electronicMedicareMailing,
    emailBreakingNews: toBoolean(stored.emailBreakingNews, defaults.emailBreakingNews),
    emailPaymentReminder: toBoolean(stored.emailPaymentReminder, defaults.emailPaymentReminder),
    emailAutopayWithdrawalReminder: toBoolean(
      stored.emailAutopayWithdrawalReminder,
      defaults.emailAutopayWithdrawalReminder,
    ),
    emailWhenBillReady: toBoolean(stored.emailWhenBillReady, defaults.emailWhenBillReady),
    emailEwpNotification: toBoolean(stored.emailEwpNotification, defaults.emailEwpNotification),
    showEwpLandingPage: toBoolean(stored.showEwpLandingPage, defaults.showEwpLandingPage),
  };
}

/**
 * The PUT payload: the shown (relevant) controls as Y/N (document 1 §5 "Booleans are sent as Y/N"); a
 * control that is not shown keeps its stored answer, so the form never answers for the member.
 */
export function toPreferencesUpdate(
  form: PreferencesForm,
  stored: Preferences,
  relevant: readonly PreferenceFlag[],
): PreferencesUpdate {
  const update: PreferencesUpdate = { ...stored, emailAddress: form.emailAddress };
  for (const name of relevant) {
    if (isYesNoPreference(name)) update[name] = form[name];
    else if (isCheckboxPreference(name)) update[name] = toYesNo(form[name]);
  }
  return update;
}
