import { AREA_SERVER_MESSAGES, ID_CARD_TEXTS, maskEmail } from '@dash/domain';
import type { IdCardEmailResponse, IdCardEmailState } from '@dash/domain/api';
import { ConflictError } from '../../errors';
import { renderIdCard } from '../../id-card/render-id-card';
import { type Caller, requireMemberKey } from '../caller';
import { getFacts } from './card-facts';
import type { IdCardDeps } from './id-card-deps';

/**
 * POST idCard/email: the card to the signed-in member's e-mail on file, queued (issue 36): the
 * member is told it is being sent; the page then reads where it is (getEmailState).
 */
export function createEmailCard(deps: IdCardDeps) {
  return async function emailCard(caller: Caller, suffix: number): Promise<IdCardEmailResponse> {
    const self = requireMemberKey(caller);
    const facts = await getFacts(deps, caller, suffix);
    const email = await deps.orders.getEmailOnFile(self);
    if (!email) throw new ConflictError('area.noEmailOnFile', { code: 'NO_EMAIL_ON_FILE' });
    const pdf = await renderIdCard(facts, ID_CARD_TEXTS.title);
    await deps.mail.send({
      kind: 'id-card',
      domainId: caller.domainId,
      to: email,
      subject: AREA_SERVER_MESSAGES.idCardMailSubject,
      text: AREA_SERVER_MESSAGES.idCardMailText(facts.firstName),
      attachments: [{ filename: ID_CARD_TEXTS.fileName, content: pdf, contentType: 'application/pdf' }],
      memberKey: self,
    });
    return { status: 'queued', sentTo: maskEmail(email) };
  };
}

/** GET idCard/email: the latest ID card e-mail the member asked for, and where it is now. */
export function createGetEmailState(deps: Pick<IdCardDeps, 'outbox'>) {
  return async function getEmailState(caller: Caller): Promise<IdCardEmailState> {
    const [latest] = await deps.outbox.listOutbox({
      memberKey: requireMemberKey(caller),
      kind: 'id-card',
      limit: 1,
    });
    if (!latest) return { latest: null };
    return {
      latest: {
        status: latest.status,
        requestedAt: latest.createdAt.toISOString(),
        sentTo: maskEmail(latest.recipient),
      },
    };
  };
}
