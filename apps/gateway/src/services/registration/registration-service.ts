import {
  AGE_OF_MAJORITY,
  type DomainId,
  REGISTRATION_QUESTION_COUNT,
  SECURITY_QUESTIONS,
} from '@dash/domain';
import type { RegistrationDetails, RegistrationIdentity } from '@dash/domain/api';
import type { RegistrationRepository } from '../../repositories/registration-repository';
import type { MailQueue } from '../mail/mail-queue';
import { assertAccountLinksShown } from './account-links-brand';
import { identify } from './identify';
import { createRegister } from './register';

/**
 * Self-registration (issue 14; document 1 §7 `account/registration`): the identity names covered
 * members of the brand; one who already has a sign-in is told only that; a member under 18 cannot
 * register; then a username unique in the brand, the password and security answers (argon2id), the
 * e-mail, and a confirmation message.
 */
export function createRegistrationService(deps: {
  readonly registrations: RegistrationRepository;
  readonly mail: MailQueue;
  readonly now: () => Date;
}) {
  return {
    getDetails(domainId: DomainId): RegistrationDetails {
      assertAccountLinksShown(domainId);
      return {
        securityQuestions: SECURITY_QUESTIONS.map(({ id, text }) => ({ id, text })),
        questionCount: REGISTRATION_QUESTION_COUNT,
        minimumAge: AGE_OF_MAJORITY,
      };
    },

    async verifyIdentity(identity: RegistrationIdentity, domainId: DomainId): Promise<{ verified: true }> {
      await identify(deps, identity, domainId);
      return { verified: true };
    },

    register: createRegister(deps),
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
