import { type DomainId, SECURITY_QUESTIONS } from '@dash/domain';
import type { ResetLinkResponse } from '@dash/domain/api';
import { assertAccountLinksShown } from '../registration/account-links-brand';
import type { RecoveryDeps } from './recovery-deps';
import { linkInvalid, usableLink } from './reset-link';

/** Whether a link still works, and the security question its page asks (document 1 §5). */
export function createCheckLink(deps: RecoveryDeps) {
  return async function checkLink(token: string, domainId: DomainId): Promise<ResetLinkResponse> {
    assertAccountLinksShown(domainId);
    const link = await usableLink(deps, token, domainId);
    const answer = await deps.recovery.findSecurityAnswer(link.accountId);
    const question = SECURITY_QUESTIONS.find((q) => q.id === answer?.questionId);
    if (!question) throw linkInvalid();
    return { questionId: question.id, question: question.text };
  };
}
