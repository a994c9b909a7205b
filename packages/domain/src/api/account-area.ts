import { z } from 'zod';
import { Address, Preferences } from './account';
import { PreferencesUpdate, RelevantPreferencesResponse } from './preferences';

/**
 * The version of an editable record (decision 012): every write adds one, and a write names the
 * version it was made from, so a save from a stale tab is refused with 409 instead of overwriting.
 */
export const RecordVersion = z.number().int().nonnegative().max(2_147_483_647);

/** GET/PUT account/address (document 1 §7; document 2 §3 address). */
export const AddressResponse = z.object({
  address: Address.nullable(),
  version: RecordVersion,
  /** Only the subscriber changes the family's address (decision 012). */
  canEdit: z.boolean(),
});
export type AddressResponse = z.infer<typeof AddressResponse>;

const AddressText = z.string().max(200);

/** PUT account/address: the fields as typed; the gateway checks them with validateAddress. */
export const AddressUpdate = z.object({
  addressLine1: AddressText,
  addressLine2: AddressText.default(''),
  city: AddressText,
  state: AddressText,
  zipCode: AddressText,
  phoneNumber: AddressText.default(''),
  version: RecordVersion,
});
export type AddressUpdate = z.infer<typeof AddressUpdate>;

/** The 409 response of a stale save carries the current record so the screen can show it. */
export const AddressConflict = z.object({
  code: z.string(),
  message: z.string(),
  current: AddressResponse,
});

/** GET account/settings/preferences: the preferences, which controls to show, and their version. */
export const SettingsPreferencesResponse = RelevantPreferencesResponse.extend({
  preferences: Preferences,
  version: RecordVersion,
});
export type SettingsPreferencesResponse = z.infer<typeof SettingsPreferencesResponse>;

/** PUT account/settings/preferences: the same rules as PUT account/preferences, plus the version. */
export const SettingsPreferencesUpdate = z.object({
  preferences: PreferencesUpdate,
  version: RecordVersion,
});
export type SettingsPreferencesUpdate = z.infer<typeof SettingsPreferencesUpdate>;

export const SecurityQuestion = z.object({ id: z.number().int().positive(), text: z.string() });

/** GET security-questions (document 1 §7): the questions, which the member has answered, the username. */
export const SecurityQuestionsResponse = z.object({
  username: z.string(),
  questions: z.array(SecurityQuestion),
  answeredQuestionIds: z.array(z.number().int().positive()),
  version: RecordVersion,
});
export type SecurityQuestionsResponse = z.infer<typeof SecurityQuestionsResponse>;

/**
 * PUT security-answers (document 1 §7): new answers to one or more questions (the §5 security-answer
 * rule is checked by the gateway), with the current password and the version they were made from.
 */
export const SecurityAnswersUpdate = z.object({
  currentPassword: z.string().min(1).max(64),
  answers: z
    .array(z.object({ questionId: z.number().int().positive().max(100), answer: z.string().max(100) }))
    .min(1)
    .max(10),
  version: RecordVersion,
});
export type SecurityAnswersUpdate = z.infer<typeof SecurityAnswersUpdate>;
