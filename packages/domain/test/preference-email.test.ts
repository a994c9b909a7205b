import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID_MESSAGE, EMAIL_REQUIRED_MESSAGE } from '../src/preferences/preference-texts';
import { getPreferenceEmailProblem, preferencesFormSchema } from '../src/preferences/preferences-form-schema';

/** Issue 36 §2: the e-mail on file never blocks saving a preference; a changed one is judged. */
describe('getPreferenceEmailProblem', () => {
  // An address an older, looser check accepted and today's refuses (no dot in the domain).
  const old = 'pat@mailhost';
  it.each([
    ['the old address on file, unchanged', old, old, null],
    ['the old address with spaces around it', ` ${old} `, old, null],
    ['a new valid address', 'pat@example.com', old, null],
    ['a new invalid address', 'pat@otherhost', old, EMAIL_INVALID_MESSAGE],
    ['the old address with nothing on file', old, null, EMAIL_INVALID_MESSAGE],
    ['an empty address, with one on file', '', old, EMAIL_REQUIRED_MESSAGE],
    ['an empty address, with nothing on file', '  ', null, EMAIL_REQUIRED_MESSAGE],
    ['a valid address, nothing on file', 'new@example.com', null, null],
  ])('%s', (_case, value, onFile, expected) => {
    expect(getPreferenceEmailProblem(value, onFile)).toBe(expected);
  });
});

describe('preferencesFormSchema', () => {
  const form = {
    electronicEob: 'Y',
    discontinuePaperStatements: 'Y',
    electronicMedicareMailing: 'Y',
    emailBreakingNews: false,
    emailPaymentReminder: true,
    emailAutopayWithdrawalReminder: false,
    emailWhenBillReady: true,
    emailEwpNotification: false,
    showEwpLandingPage: false,
  } as const;

  it.each([
    ['pat@mailhost', 'pat@mailhost', true],
    ['pat@mailhost', 'pat@otherhost', false],
    ['', 'pat@example.com', true],
    ['', '', false],
  ])('on file %j, submitted %j: accepted %s', (onFile, submitted, accepted) => {
    const result = preferencesFormSchema(onFile).safeParse({ ...form, emailAddress: ` ${submitted} ` });
    expect(result.success).toBe(accepted);
    if (result.success) expect(result.data.emailAddress).toBe(submitted);
  });
});
