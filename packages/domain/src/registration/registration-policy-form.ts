import { z } from 'zod';
import type { RegistrationPolicy } from '../api/registration-policies';
import { POLICY_REQUIRED_MESSAGE } from './registration-policy-texts';

/** The /registration-policies form; the checkbox must be ticked before anything is sent (document 1 §5). */
export const RegistrationPolicyForm = z.object({
  isCommunicationPolicySigned: z.boolean().refine((signed) => signed, POLICY_REQUIRED_MESSAGE),
  isEeobPreferenceConsented: z.boolean().nullable(),
});
export type RegistrationPolicyForm = z.infer<typeof RegistrationPolicyForm>;

/**
 * Starting values (document 1 §5): the checkbox holds the stored answer, else false; the electronic EOB
 * choice exists for subscribers only (null for others) and is consented when nothing is stored.
 */
export function getRegistrationPolicyFormValues(
  stored: RegistrationPolicy,
  isSubscriber: boolean,
): RegistrationPolicyForm {
  return {
    isCommunicationPolicySigned: stored.isCommunicationPolicySigned ?? false,
    isEeobPreferenceConsented: isSubscriber ? (stored.isEeobPreferenceConsented ?? true) : null,
  };
}
