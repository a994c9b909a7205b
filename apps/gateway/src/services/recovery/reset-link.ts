import { createHash } from 'node:crypto';
import { type DomainId, isResetLinkUsable } from '@dash/domain';
import { BadRequestError } from '../../errors';
import type { RecoveryDeps } from './recovery-deps';

export const RECOVERY_CODES = {
  linkInvalid: 'RESET_LINK_INVALID',
  wrongAnswer: 'WRONG_SECURITY_ANSWER',
} as const;

/** A reset link is kept only as its SHA-256. */
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export const linkInvalid = () =>
  new BadRequestError('recovery.linkInvalid', { code: RECOVERY_CODES.linkInvalid });

/** The link of the token, of this brand, neither ended nor expired. */
export async function usableLink(deps: Omit<RecoveryDeps, 'mail'>, token: string, domainId: DomainId) {
  const link = await deps.recovery.findLink(hashToken(token));
  if (!link || link.domainId !== domainId || !isResetLinkUsable(link, deps.now())) throw linkInvalid();
  return link;
}
