import { describe, expect, it } from 'vitest';
import type { Preferences } from '../src/api/account';
import { PreferencesUpdate, RelevantPreferencesResponse } from '../src/api/preferences';
import {
  getPreferenceDefaults,
  getPreferencesFormValues,
  toPreferencesUpdate,
} from '../src/preferences/preference-form';
import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  PREFERENCES_INVALID_SCROLL_TOP,
} from '../src/preferences/preference-texts';
import { getPreferenceEmailProblem, PreferencesForm } from '../src/preferences/preferences-form-schema';
import { validationMessages } from '../src/validation/messages';

const allNull: Preferences = {
  emailAddress: null,
  electronicEob: null,
  emailBreakingNews: null,
  electronicMedicareMailing: null,
  emailPaymentReminder: null,
  emailAutopayWithdrawalReminder: null,
  discontinuePaperStatements: null,
  emailWhenBillReady: null,
  emailEwpNotification: null,
  showEwpLandingPage: null,
};

describe('defaults for stored nulls (document 1 §5)', () => {
  it.each([
    ['electronicEob', true, 'N'],
    ['discontinuePaperStatements', true, 'N'],
    ['emailWhenBillReady', true, false],
    ['emailPaymentReminder', true, false],
    ['electronicEob', false, 'Y'],
    ['discontinuePaperStatements', false, 'Y'],
    ['emailWhenBillReady', false, true],
    ['emailPaymentReminder', false, true],
    ['electronicMedicareMailing', true, 'Y'],
    ['electronicMedicareMailing', false, 'Y'],
    ['emailBreakingNews', true, false],
    ['emailBreakingNews', false, false],
  ] as const)('%s with extended policy %s defaults to %s', (name, hasExtendedPolicy, expected) => {
    expect(getPreferenceDefaults(hasExtendedPolicy)[name]).toBe(expected);
    expect(getPreferencesFormValues(allNull, hasExtendedPolicy)[name]).toBe(expected);
  });

  it.each([
    ['electronicEob', 'Y', true, 'Y'],
    ['electronicEob', 'N', false, 'N'],
    ['emailWhenBillReady', 'N', false, false],
    ['emailBreakingNews', 'Y', false, true],
    ['electronicMedicareMailing', 'N', true, 'N'],
  ] as const)('a stored %s of %s is kept (extended %s)', (name, stored, extended, expected) => {
    expect(getPreferencesFormValues({ ...allNull, [name]: stored }, extended)[name]).toBe(expected);
  });

  it('starts the email empty when none is stored, else with the stored one', () => {
    expect(getPreferencesFormValues(allNull, false).emailAddress).toBe('');
    expect(
      getPreferencesFormValues({ ...allNull, emailAddress: 'pat@example.com' }, false).emailAddress,
    ).toBe('pat@example.com');
  });
});

describe('the email rule (document 1 §5)', () => {
  it('uses the required message word for word and the generic invalid message', () => {
    expect(EMAIL_REQUIRED_MESSAGE).toBe(validationMessages.required('Email address'));
    expect(EMAIL_INVALID_MESSAGE).toBe('Invalid email address');
    expect(PREFERENCES_INVALID_SCROLL_TOP).toBe(600);
  });

  it.each([
    ['', EMAIL_REQUIRED_MESSAGE],
    ['   ', EMAIL_REQUIRED_MESSAGE],
    ['pat', EMAIL_INVALID_MESSAGE],
    ['pat@', EMAIL_INVALID_MESSAGE],
    ['pat@example', EMAIL_INVALID_MESSAGE],
    [`${'a'.repeat(250)}@example.com`, EMAIL_INVALID_MESSAGE],
    ['pat@example.com', null],
    [' pat.schmidt+plan@example.co.uk ', null],
  ])('"%s" → %s', (emailAddress, message) => {
    // A new e-mail (nothing on file to keep, issue 36 §2) meets the whole rule.
    expect(getPreferenceEmailProblem(emailAddress, null)).toBe(message);
  });

  it.each([
    ['', EMAIL_REQUIRED_MESSAGE],
    [`${'a'.repeat(250)}@example.com`, EMAIL_INVALID_MESSAGE],
    ['pat@example', null],
  ])(
    'the PUT body requires and bounds the e-mail, its form judged against the one on file: "%s" → %s',
    (emailAddress, message) => {
      const result = PreferencesUpdate.safeParse({ ...allNull, emailAddress });
      expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
    },
  );
});

describe('the PUT payload (document 1 §5: booleans sent as Y/N, only shown controls answered)', () => {
  const form = PreferencesForm.parse({
    ...getPreferencesFormValues(allNull, false),
    emailAddress: 'pat@example.com',
    emailBreakingNews: true,
    emailWhenBillReady: false,
  });

  it('sends the relevant controls as Y/N and keeps the others as stored', () => {
    const update = toPreferencesUpdate(form, allNull, [
      'electronicEob',
      'emailBreakingNews',
      'emailWhenBillReady',
    ]);
    expect(update).toEqual({
      ...allNull,
      emailAddress: 'pat@example.com',
      electronicEob: 'Y',
      emailBreakingNews: 'Y',
      emailWhenBillReady: 'N',
    });
    expect(PreferencesUpdate.parse(update)).toEqual(update);
  });

  it('never sends a boolean', () => {
    const update = toPreferencesUpdate(form, allNull, [
      'electronicEob',
      'emailBreakingNews',
      'electronicMedicareMailing',
      'emailPaymentReminder',
      'emailAutopayWithdrawalReminder',
      'discontinuePaperStatements',
      'emailWhenBillReady',
      'emailEwpNotification',
      'showEwpLandingPage',
    ]);
    for (const [name, value] of Object.entries(update)) {
      if (name !== 'emailAddress') expect(['Y', 'N']).toContain(value);
    }
  });

  it('accepts only known preference names in the relevant list', () => {
    const body = { relevantPreferences: ['electronicEob'], policyDetails: { hasExtendedPolicy: true } };
    expect(RelevantPreferencesResponse.parse(body)).toEqual(body);
    expect(
      RelevantPreferencesResponse.safeParse({ ...body, relevantPreferences: ['emailAddress'] }).success,
    ).toBe(false);
  });
});
