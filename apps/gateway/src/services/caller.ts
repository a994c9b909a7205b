import { type DomainId, offersProgramsAndHandbooks } from '@dash/domain';
import type { AuthContext } from '../auth/auth-context';
import { NotFoundError } from '../errors';

/**
 * Who asks, as every service takes it: the verified token, its server-side session and the brand
 * of the host the request came to. Built once per request by routes/caller.ts.
 */
export interface Caller extends AuthContext {
  readonly domainId: DomainId;
  readonly clientAddress: string;
}

/** The signed-in member: member data responds only for this member's family (document 2 §7). */
export function requireMemberKey(caller: Caller): string {
  const { memberKey } = caller.session;
  if (!memberKey) throw new NotFoundError('server.noMember');
  return memberKey;
}

/**
 * The signed-in member, on a brand that offers Programs and Member Handbooks: the partner brand has
 * neither (document 2 §1), so their calls respond 404 there.
 */
export function requireProgramsBrand(caller: Caller): string {
  if (!offersProgramsAndHandbooks(caller.domainId)) {
    throw new NotFoundError('benefitResources.notOnThisBrand');
  }
  return requireMemberKey(caller);
}
