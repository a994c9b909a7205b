import { type DomainId, isOldEnoughToRegister } from '@dash/domain';
import type { RegistrationIdentity } from '@dash/domain/api';
import { BadRequestError, ConflictError } from '../../errors';
import type { IdentifiedMember } from '../../repositories/identity-lookup';
import type { RegistrationRepository } from '../../repositories/registration-repository';
import { assertAccountLinksShown } from './account-links-brand';

export const REGISTRATION_CODES = {
  notFound: 'IDENTITY_NOT_FOUND',
  underAge: 'UNDER_AGE',
  alreadyRegistered: 'ALREADY_REGISTERED',
  usernameTaken: 'USERNAME_TAKEN',
} as const;

/**
 * The covered members of the brand the identity names: none is refused, one who already has a
 * sign-in is told only that, and a member under 18 cannot register.
 */
export async function identify(
  deps: { readonly registrations: RegistrationRepository; readonly now: () => Date },
  identity: RegistrationIdentity,
  domainId: DomainId,
): Promise<IdentifiedMember[]> {
  assertAccountLinksShown(domainId);
  const members = await deps.registrations.findMembersByIdentity({ domainId, ...identity });
  if (members.length === 0)
    throw new BadRequestError('registration.notFound', { code: REGISTRATION_CODES.notFound });
  if (members.some((member) => member.accountId !== null)) {
    throw new ConflictError('registration.alreadyRegistered', { code: REGISTRATION_CODES.alreadyRegistered });
  }
  if (!isOldEnoughToRegister(identity.dateOfBirth, deps.now())) {
    throw new BadRequestError('registration.underAge', { code: REGISTRATION_CODES.underAge });
  }
  return members;
}
