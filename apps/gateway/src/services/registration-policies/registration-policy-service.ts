import type { RegistrationPoliciesResponse, RegistrationPoliciesUpdate } from '@dash/domain/api';
import { BadRequestError, NotFoundError } from '../../errors';
import type { RegistrationPolicyRepository } from '../../repositories/registration-policy-repository';
import { type Caller, requireMemberKey } from '../caller';

/**
 * The partner brand's /registration-policies step (document 1 §5, §7). The electronic EOB answer
 * belongs to subscribers only (§6): a subscriber must answer it, anyone else must leave it null.
 */
export function createRegistrationPolicyService(deps: {
  readonly registrationPolicies: RegistrationPolicyRepository;
  readonly now: () => Date;
}) {
  async function getStored(memberKey: string): Promise<RegistrationPoliciesResponse> {
    const stored = await deps.registrationPolicies.get(memberKey);
    if (!stored) throw new NotFoundError('server.noMember');
    return stored;
  }

  return {
    get: (caller: Caller) => getStored(requireMemberKey(caller)),

    async update(caller: Caller, update: RegistrationPoliciesUpdate): Promise<RegistrationPoliciesResponse> {
      const memberKey = requireMemberKey(caller);
      const { isSubscriber } = await getStored(memberKey);
      const answered = update.isEeobPreferenceConsented !== null;
      if (answered !== isSubscriber) {
        const message = isSubscriber ? 'server.eobForSubscribers' : 'server.eobNotOffered';
        throw new BadRequestError(message, { fieldErrors: { isEeobPreferenceConsented: [message] } });
      }
      await deps.registrationPolicies.save(memberKey, update, deps.now());
      return { registrationPolicy: update, isSubscriber };
    },
  };
}

export type RegistrationPolicyService = ReturnType<typeof createRegistrationPolicyService>;
