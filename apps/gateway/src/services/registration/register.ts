import { type DomainId, getBrand, REGISTRATION_MAIL } from '@dash/domain';
import type { RegistrationRequest, RegistrationResponse } from '@dash/domain/api';
import { hashPassword } from '../../auth/password';
import { assertPasswordStrength } from '../../auth/password-strength';
import { hashSecurityAnswer } from '../../auth/security-answer';
import { ConflictError } from '../../errors';
import type { RegistrationRepository } from '../../repositories/registration-repository';
import type { MailQueue } from '../mail/mail-queue';
import { identify, REGISTRATION_CODES } from './identify';

/**
 * The registration itself: a username unique in the brand, the password and security answers
 * (argon2id), the e-mail, and a confirmation message queued with the account.
 */
export function createRegister(deps: {
  readonly registrations: RegistrationRepository;
  readonly mail: MailQueue;
  readonly now: () => Date;
}) {
  return async function register(
    request: RegistrationRequest,
    domainId: DomainId,
    clientAddress: string | null,
  ): Promise<RegistrationResponse> {
    const members = await identify(deps, request, domainId);
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
  };
}
