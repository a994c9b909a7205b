import { z } from 'zod';
import { POLICY_REQUIRED_MESSAGE } from '../registration/registration-policy-texts';

/** Registration policy (document 1 §3): null until the member answers. */
export const RegistrationPolicy = z.object({
  isCommunicationPolicySigned: z.boolean().nullable(),
  isEeobPreferenceConsented: z.boolean().nullable(),
});
export type RegistrationPolicy = z.infer<typeof RegistrationPolicy>;

/**
 * GET account/registration/policies (document 1 §7): the field registrationPolicy, plus whether the
 * signed-in member is the subscriber, since only subscribers are offered the electronic EOB choice (§6).
 */
export const RegistrationPoliciesResponse = z.object({
  registrationPolicy: RegistrationPolicy,
  isSubscriber: z.boolean(),
});
export type RegistrationPoliciesResponse = z.infer<typeof RegistrationPoliciesResponse>;

/**
 * PUT account/registration/policies (document 1 §5, §7): the policy must be ticked; the electronic EOB
 * answer is a boolean for a subscriber and null for anyone else (the gateway checks which applies).
 */
export const RegistrationPoliciesUpdate = z.object({
  isCommunicationPolicySigned: z.literal(true, POLICY_REQUIRED_MESSAGE),
  isEeobPreferenceConsented: z.boolean().nullable(),
});
export type RegistrationPoliciesUpdate = z.infer<typeof RegistrationPoliciesUpdate>;
