import { type DomainId, SERVER_MESSAGES } from '@dash/domain';
import type { AuthContext } from '../app-types';
import { NotFoundError } from '../errors';

/**
 * Who asks, as every service takes it: the verified token, its server-side session and the brand
 * of the host the request came to. Built once per request by routes/caller.ts.
 */
export interface Caller extends AuthContext {
  readonly domainId: DomainId;
  readonly clientAddress: string;
}

/** The signed-in member: member data answers only for this member's family (document 2 §7). */
export function requireMemberKey(caller: Caller): string {
  const { memberKey } = caller.session;
  if (!memberKey) throw new NotFoundError(SERVER_MESSAGES.noMember);
  return memberKey;
}
