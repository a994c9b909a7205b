import { randomBytes } from 'node:crypto';
import {
  type DomainId,
  getResetLinkExpiry,
  RECOVERY_MAIL,
  RECOVERY_TEXTS,
  RESET_PAGE_PATH,
} from '@dash/domain';
import type { RecoveryAnswer } from '@dash/domain/api';
import { RECOVERY_ACTIONS } from '../../repositories/recovery/recovery-audit';
import { assertAccountLinksShown } from '../registration/account-links-brand';
import type { RecoveryDeps } from './recovery-deps';
import { hashToken } from './reset-link';

/**
 * "Forgot password": a new reset link, its e-mail queued in the transaction that stores it.
 * `origin`: the brand's own address the request came to, for the link; null sends nothing.
 */
export function createRequestPasswordReset(deps: RecoveryDeps) {
  return async function requestPasswordReset(
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
  };
}
