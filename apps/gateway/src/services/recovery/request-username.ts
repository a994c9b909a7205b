import { type DomainId, RECOVERY_MAIL, RECOVERY_TEXTS } from '@dash/domain';
import type { RecoveryAnswer, UsernameRecoveryRequest } from '@dash/domain/api';
import { RECOVERY_ACTIONS } from '../../repositories/recovery/recovery-audit';
import { assertAccountLinksShown } from '../registration/account-links-brand';
import type { RecoveryDeps } from './recovery-deps';

/** "Forgot username": the username is e-mailed to the person the identity names, when one matches. */
export function createRequestUsername(deps: RecoveryDeps) {
  return async function requestUsername(
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
  };
}
