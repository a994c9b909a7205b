import { z } from 'zod';
import { PreferenceEmail } from '../api/preferences';
import { YesNo } from '../api/primitives';
import { isUnchangedOnFile } from '../validation/on-file';
import { EMAIL_INVALID_MESSAGE } from './preference-texts';

/** The /update-preferences form: the email, Y/N choices, and booleans for the checkboxes. */
export const PreferencesForm = z.object({
  emailAddress: PreferenceEmail,
  electronicEob: YesNo,
  discontinuePaperStatements: YesNo,
  electronicMedicareMailing: YesNo,
  emailBreakingNews: z.boolean(),
  emailPaymentReminder: z.boolean(),
  emailAutopayWithdrawalReminder: z.boolean(),
  emailWhenBillReady: z.boolean(),
  emailEwpNotification: z.boolean(),
  showEwpLandingPage: z.boolean(),
});
export type PreferencesForm = z.infer<typeof PreferencesForm>;
export type PreferencesFormInput = z.input<typeof PreferencesForm>;

/**
 * What is wrong with the e-mail a member submits, or null: the one on file, sent back unchanged, is
 * accepted whatever rule it met when it was stored (issue 36 §2); any other must be a valid address.
 */
export function getPreferenceEmailProblem(value: string, onFile: string | null): string | null {
  if (isUnchangedOnFile(value, onFile)) return null;
  const checked = PreferenceEmail.safeParse(value);
  return checked.success ? null : (checked.error.issues[0]?.message ?? EMAIL_INVALID_MESSAGE);
}

/** The form's schema for a member with this e-mail on file: PreferencesForm, judging only a changed e-mail. */
export function preferencesFormSchema(onFileEmail: string | null) {
  return PreferencesForm.extend({
    emailAddress: z
      .string()
      .superRefine((value, context) => {
        const problem = getPreferenceEmailProblem(value, onFileEmail);
        if (problem !== null) context.addIssue({ code: 'custom', message: problem });
      })
      .transform((value) => value.trim()),
  });
}
