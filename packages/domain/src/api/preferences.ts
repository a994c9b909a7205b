import { z } from 'zod';
import { EMAIL_INVALID_MESSAGE, EMAIL_REQUIRED_MESSAGE } from '../preferences/preference-texts';
import { Preferences } from './account';

/** The names of the Y/N flags of Preferences (document 1 §3), as the relevant-preferences list names them. */
export const PreferenceFlag = Preferences.keyof().exclude(['emailAddress']);
export type PreferenceFlag = z.infer<typeof PreferenceFlag>;

/** The email the preferences form asks for: required and a valid address (document 1 §5). */
export const PreferenceEmail = z
  .string()
  .trim()
  .min(1, EMAIL_REQUIRED_MESSAGE)
  .max(254, EMAIL_INVALID_MESSAGE)
  .pipe(z.email(EMAIL_INVALID_MESSAGE));

/**
 * The e-mail as a PUT carries it: required and bounded. Whether it must also pass PreferenceEmail
 * depends on what is on file (issue 36 §2: an address an older rule accepted, sent back unchanged, is
 * kept), so the gateway judges it against the stored one with getPreferenceEmailProblem.
 */
export const SubmittedEmail = z
  .string()
  .trim()
  .min(1, EMAIL_REQUIRED_MESSAGE)
  .max(254, EMAIL_INVALID_MESSAGE);

/** PUT account/preferences (document 1 §7): every flag Y/N or null (unanswered), the email required. */
export const PreferencesUpdate = Preferences.extend({ emailAddress: SubmittedEmail });
export type PreferencesUpdate = z.infer<typeof PreferencesUpdate>;

/** GET account/relevant-preferences (document 1 §3, §7): which controls to show, and the policy details. */
export const RelevantPreferencesResponse = z.object({
  relevantPreferences: z.array(PreferenceFlag),
  policyDetails: z.object({ hasExtendedPolicy: z.boolean() }),
});
export type RelevantPreferencesResponse = z.infer<typeof RelevantPreferencesResponse>;
