import { describe, expect, it } from 'vitest';
import { RegistrationPoliciesUpdate } from '../src/api/registration-policies';
import { WELCOME_TOAST } from '../src/notifications/notification';
import { getRegistrationPoliciesFailure } from '../src/registration/registration-policy-failure';
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

describe('/registration-policies handles its own failures (document 1 §8)', () => {
  it.each([
    [
      500,
      'load',
      "We couldn't load your communication choices.",
      "Sorry, we're having a problem with our system. We'll get this fixed soon. Error code: 500 Internal server error",
      ['Retry'],
      [],
    ],
    [
      503,
      'load',
      "We couldn't load your communication choices.",
      "Sorry, we're unable to handle your request at this time. Error code: 503 Service unavailable",
      ['Retry'],
      [],
    ],
    [
      0,
      'load',
      "We couldn't load your communication choices.",
      "Sorry, it looks like there's a problem.",
      ['Retry'],
      [],
    ],
    [
      503,
      'save',
      "We couldn't save your choices. Your answers are still here: please try again.",
      "Sorry, we're unable to handle your request at this time. Error code: 503 Service unavailable",
      [],
      [],
    ],
    [
      401,
      'load',
      'Your sign-in has expired. Please log in again.',
      'Error code: 401 Unauthorized',
      [],
      ['Log in again /logout'],
    ],
    [
      401,
      'save',
      'Your sign-in has expired. Please log in again.',
      'Error code: 401 Unauthorized',
      [],
      ['Log in again /logout'],
    ],
  ] as const)('%s on %s → %s', (status, call, title, content, buttons, links) => {
    const alert = getRegistrationPoliciesFailure(status, call);
    expect(alert).toMatchObject({ type: 'error', title, content, canDismiss: false });
    expect((alert.buttons ?? []).map((button) => button.label)).toEqual(buttons);
    expect((alert.links ?? []).map((link) => `${link.label} ${link.href}`)).toEqual(links);
  });
});
