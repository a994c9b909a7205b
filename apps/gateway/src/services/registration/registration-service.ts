import {
  AGE_OF_MAJORITY,
  type DomainId,
  getBrand,
  isOldEnoughToRegister,
  REGISTRATION_MAIL,
  REGISTRATION_QUESTION_COUNT,
  SECURITY_QUESTIONS,
} from '@dash/domain';
import type {
  RegistrationDetails,
  RegistrationIdentity,
  RegistrationRequest,
  RegistrationResponse,
} from '@dash/domain/api';
import { hashPassword } from '../../auth/password';
import { assertPasswordStrength } from '../../auth/password-strength';
import { hashSecurityAnswer } from '../../auth/security-answer';
import { BadRequestError, ConflictError } from '../../errors';
import type { IdentifiedMember } from '../../repositories/identity-lookup';
import type { RegistrationRepository } from '../../repositories/registration-repository';
import type { MailQueue } from '../mail/mail-queue';
import { assertAccountLinksShown } from './account-links-brand';

export const REGISTRATION_CODES = {
  notFound: 'IDENTITY_NOT_FOUND',
  underAge: 'UNDER_AGE',
  alreadyRegistered: 'ALREADY_REGISTERED',
  usernameTaken: 'USERNAME_TAKEN',
} as const;

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
  async function identify(identity: RegistrationIdentity, domainId: DomainId): Promise<IdentifiedMember[]> {
    assertAccountLinksShown(domainId);
    const members = await deps.registrations.findMembersByIdentity({ domainId, ...identity });
    if (members.length === 0)
      throw new BadRequestError('registration.notFound', { code: REGISTRATION_CODES.notFound });
    if (members.some((member) => member.accountId !== null)) {
      throw new ConflictError('registration.alreadyRegistered', {
        code: REGISTRATION_CODES.alreadyRegistered,
      });
    }
    if (!isOldEnoughToRegister(identity.dateOfBirth, deps.now())) {
      throw new BadRequestError('registration.underAge', { code: REGISTRATION_CODES.underAge });
    }
    return members;
  }

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
      await identify(identity, domainId);
      return { verified: true };
    },

    async register(
      request: RegistrationRequest,
      domainId: DomainId,
      clientAddress: string | null,
    ): Promise<RegistrationResponse> {
      const members = await identify(request, domainId);
      const taken = () =>
        new ConflictError('registration.usernameTaken', {
          code: REGISTRATION_CODES.usernameTaken,
          fieldErrors: { username: ['registration.usernameTaken'] },
        });
      if (await deps.registrations.isUsernameTaken(domainId, request.username)) throw taken();
      await assertPasswordStrength(
        request.password,
        {
          username: request.username,
          firstName: request.firstName,
          lastName: request.lastName,
          email: request.email,
          brandName: getBrand(domainId).name,
        },
        'password',
      );
      const [passwordHash, ...answerHashes] = await Promise.all([
        hashPassword(request.password),
        ...request.securityAnswers.map((answer) => hashSecurityAnswer(answer.answer)),
      ]);
      const firstName = members[0]?.firstName ?? request.firstName;
      const outcome = await deps.registrations.createAccount(
        {
          domainId,
          username: request.username,
          passwordHash: passwordHash ?? '',
          displayName: members[0]?.firstName ?? request.firstName,
          email: request.email,
          memberKeys: members.map((member) => member.memberKey),
          securityAnswers: request.securityAnswers.map((answer, index) => ({
            questionId: answer.questionId,
            answerHash: answerHashes[index] ?? '',
          })),
          clientAddress,
          now: deps.now(),
        },
        // The confirmation is queued with the account, or not at all (issue 36).
        (trx) =>
          deps.mail.enqueue(trx, {
            kind: 'registration',
            domainId,
            to: request.email,
            subject: REGISTRATION_MAIL.subject,
            text: REGISTRATION_MAIL.text(firstName, request.username),
            memberKey: members[0]?.memberKey ?? null,
          }),
      );
      deps.mail.wake();
      if (outcome === 'username-taken') throw taken();
      if (outcome === 'already-registered') {
        throw new ConflictError('registration.alreadyRegistered', {
          code: REGISTRATION_CODES.alreadyRegistered,
        });
      }
      return { username: request.username };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
