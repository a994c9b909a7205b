import { type DomainId, getAnswersRemaining, RESET_ANSWER_ATTEMPTS, serverMessage } from '@dash/domain';
import type { PasswordResetRequest } from '@dash/domain/api';
import { hashPassword } from '../../auth/password';
import { assertPasswordStrength } from '../../auth/password-strength';
import { verifySecurityAnswer } from '../../auth/security-answer';
import { BadRequestError } from '../../errors';
import { assertAccountLinksShown } from '../registration/account-links-brand';
import type { RecoveryDeps } from './recovery-deps';
import { hashToken, linkInvalid, RECOVERY_CODES, usableLink } from './reset-link';

/**
 * The reset: each answer is counted before it is checked (five wrong ones end the link); a right
 * one stores the new password and ends every session of the account, and the link, at once.
 */
export function createResetPassword(deps: RecoveryDeps) {
  return async function resetPassword(
    request: PasswordResetRequest,
    domainId: DomainId,
    clientAddress: string | null,
  ): Promise<void> {
    assertAccountLinksShown(domainId);
    const tokenHash = hashToken(request.token);
    const link = await usableLink(deps, request.token, domainId);
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
  };
}
