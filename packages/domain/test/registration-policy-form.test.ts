import { describe, expect, it } from 'vitest';
import { RegistrationPoliciesUpdate } from '../src/api/registration-policies';
import { WELCOME_TOAST } from '../src/notifications/notification';
import {
  getRegistrationPolicyFormValues,
  RegistrationPolicyForm,
} from '../src/registration/registration-policy-form';
import { POLICY_REQUIRED_MESSAGE } from '../src/registration/registration-policy-texts';

describe('registration policy starting values (document 1 §5)', () => {
  it.each([
    // stored signed, stored consent, subscriber → checkbox, EOB choice
    [null, null, true, false, true],
    [true, null, true, true, true],
    [false, false, true, false, false],
    [true, true, true, true, true],
    [null, null, false, false, null],
    [true, true, false, true, null],
  ] as const)('stored (%s, %s), subscriber %s → (%s, %s)', (signed, consented, isSubscriber, box, eob) => {
    expect(
      getRegistrationPolicyFormValues(
        { isCommunicationPolicySigned: signed, isEeobPreferenceConsented: consented },
        isSubscriber,
      ),
    ).toEqual({ isCommunicationPolicySigned: box, isEeobPreferenceConsented: eob });
  });
});

describe('the policy must be ticked (document 1 §5)', () => {
  it.each([
    [{ isCommunicationPolicySigned: false, isEeobPreferenceConsented: true }, POLICY_REQUIRED_MESSAGE],
    [{ isCommunicationPolicySigned: true, isEeobPreferenceConsented: false }, null],
    [{ isCommunicationPolicySigned: true, isEeobPreferenceConsented: null }, null],
  ])('form %j → %s', (form, message) => {
    const result = RegistrationPolicyForm.safeParse(form);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
    const request = RegistrationPoliciesUpdate.safeParse(form);
    expect(request.success ? null : request.error.issues[0]?.message).toBe(message);
  });

  it('has the message and the welcome toast word for word', () => {
    expect(POLICY_REQUIRED_MESSAGE).toBe('Please confirm you have read our digital communications policy.');
    expect(WELCOME_TOAST).toEqual({
      status: 'success',
      message: "You're all set. Welcome to your dental Member Dashboard",
      dismissAfter: 5000,
    });
  });
});
