import { createHash, randomBytes } from 'node:crypto';
import {
  type DomainId,
  getAnswersRemaining,
  getResetLinkExpiry,
  isResetLinkUsable,
  RECOVERY_MAIL,
  RECOVERY_TEXTS,
  RESET_ANSWER_ATTEMPTS,
  RESET_PAGE_PATH,
  SECURITY_QUESTIONS,
  serverMessage,
} from '@dash/domain';
import type {
  PasswordResetRequest,
  RecoveryAnswer,
  ResetLinkResponse,
  UsernameRecoveryRequest,
} from '@dash/domain/api';
import { hashPassword } from '../../auth/password';
import { assertPasswordStrength } from '../../auth/password-strength';
import { verifySecurityAnswer } from '../../auth/security-answer';
import { BadRequestError } from '../../errors';
import { RECOVERY_ACTIONS, type RecoveryRepository } from '../../repositories/recovery-repository';
import type { MailQueue } from '../mail/mail-queue';
import { assertAccountLinksShown } from '../registration/account-links-brand';

export const RECOVERY_CODES = {
  linkInvalid: 'RESET_LINK_INVALID',
  wrongAnswer: 'WRONG_SECURITY_ANSWER',
} as const;

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const linkInvalid = () => new BadRequestError('recovery.linkInvalid', { code: RECOVERY_CODES.linkInvalid });

/**
 * Username and password recovery (issue 14). Both requests answer word for word the same whether or
 * not an account matches, and do the same steps either way (a token is made and hashed, the lookup
 * runs, an audit row is written); the message is queued (issue 36), so the answer never waits on the
 * mail server and a server down for a while only delays it. A reset link is 32 random bytes, kept
 * only as its SHA-256, and the link's e-mail is queued in the transaction that stores it, sealed.
 */
export function createRecoveryService(deps: {
  readonly recovery: RecoveryRepository;
  readonly mail: MailQueue;
  readonly now: () => Date;
}) {
  async function usableLink(token: string, domainId: DomainId) {
    const link = await deps.recovery.findLink(hashToken(token));
    if (!link || link.domainId !== domainId || !isResetLinkUsable(link, deps.now())) throw linkInvalid();
    return link;
  }

  return {
    async requestUsername(
      identity: UsernameRecoveryRequest,
      domainId: DomainId,
      clientAddress: string | null,
    ): Promise<RecoveryAnswer> {
      assertAccountLinksShown(domainId);
      const contact = await deps.recovery.findContactByIdentity({ domainId, ...identity });
      const email = contact?.email ?? null;
      if (contact && email) {
        await deps.mail.send({
          kind: 'username-reminder',
          domainId,
          to: email,
          subject: RECOVERY_MAIL.usernameSubject,
          text: RECOVERY_MAIL.usernameText(contact.firstName, contact.username),
          memberKey: contact.memberKey,
        });
      }
      await deps.recovery.auditRequest(
        RECOVERY_ACTIONS.usernameRequested,
        contact?.accountId ?? null,
        clientAddress,
        deps.now(),
        { domainId, sent: email !== null },
      );
      return { message: RECOVERY_TEXTS.usernameSent };
    },

    /** `origin`: the brand's own address the request came to, for the link; null sends nothing. */
    async requestPasswordReset(
      username: string,
      domainId: DomainId,
      origin: string | null,
      clientAddress: string | null,
    ): Promise<RecoveryAnswer> {
      assertAccountLinksShown(domainId);
      const token = randomBytes(32).toString('base64url');
      const tokenHash = hashToken(token);
      const createdAt = deps.now();
      const contact = await deps.recovery.findContactByUsername(domainId, username);
      const email = contact?.email ?? null;
      const sends = contact !== null && email !== null && origin !== null;
      if (sends) {
        const link = `${origin}${RESET_PAGE_PATH}#token=${token}`;
        await deps.recovery.replaceLink(
          { accountId: contact.accountId, tokenHash, createdAt, expiresAt: getResetLinkExpiry(createdAt) },
          (trx) =>
            deps.mail.enqueue(trx, {
              kind: 'password-reset',
              domainId,
              to: email,
              subject: RECOVERY_MAIL.resetSubject,
              text: RECOVERY_MAIL.resetText(contact.firstName, link),
              memberKey: contact.memberKey,
            }),
        );
        deps.mail.wake();
      }
      await deps.recovery.auditRequest(
        RECOVERY_ACTIONS.resetRequested,
        contact?.accountId ?? null,
        clientAddress,
        createdAt,
        { domainId, sent: sends },
      );
      return { message: RECOVERY_TEXTS.passwordSent };
    },

    /** Whether a link still works, and the security question its page asks (document 1 §5). */
    async checkLink(token: string, domainId: DomainId): Promise<ResetLinkResponse> {
      assertAccountLinksShown(domainId);
      const link = await usableLink(token, domainId);
      const answer = await deps.recovery.findSecurityAnswer(link.accountId);
      const question = SECURITY_QUESTIONS.find((q) => q.id === answer?.questionId);
      if (!question) throw linkInvalid();
      return { questionId: question.id, question: question.text };
    },

    /**
     * The reset: each answer is counted before it is checked (five wrong ones end the link); a right
     * one stores the new password and ends every session of the account, and the link, at once.
     */
    async resetPassword(
      request: PasswordResetRequest,
      domainId: DomainId,
      clientAddress: string | null,
    ): Promise<void> {
      assertAccountLinksShown(domainId);
      const tokenHash = hashToken(request.token);
      const link = await usableLink(request.token, domainId);
      const stored = await deps.recovery.findSecurityAnswer(link.accountId);
      if (!stored) throw linkInvalid();
      const counted = await deps.recovery.countAnswer(tokenHash, RESET_ANSWER_ATTEMPTS, deps.now());
      if (!counted) throw linkInvalid();
      if (!(await verifySecurityAnswer(stored.answerHash, request.securityAnswer))) {
        const remaining = getAnswersRemaining(counted.count);
        await deps.recovery.recordWrongAnswer({
          tokenHash,
          accountId: counted.accountId,
          endsLink: remaining === 0,
          clientAddress,
          now: deps.now(),
        });
        if (remaining === 0) throw linkInvalid();
        const message = serverMessage('recovery.wrongAnswer', remaining);
        throw new BadRequestError(message, {
          code: RECOVERY_CODES.wrongAnswer,
          attemptsRemaining: remaining,
          fieldErrors: { securityAnswer: [message] },
        });
      }
      // The answer was right, so the link is the member's: now the new password may be judged.
      const words = (await deps.recovery.findPasswordWords(link.accountId)) ?? { username: link.username };
      await assertPasswordStrength(request.newPassword, words, 'newPassword');
      const done = await deps.recovery.completeReset({
        tokenHash,
        accountId: counted.accountId,
        passwordHash: await hashPassword(request.newPassword),
        clientAddress,
        now: deps.now(),
      });
      if (!done) throw linkInvalid();
    },
  };
}

export type RecoveryService = ReturnType<typeof createRecoveryService>;
