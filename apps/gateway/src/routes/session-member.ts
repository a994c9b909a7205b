import { SERVER_MESSAGES } from '@dash/domain';
import type { AuthContext } from '../app-types';
import { NotFoundError } from '../errors';
import { requireAuth } from './require-auth';

/** The signed-in member: member data calls answer only for this member's family (document 2 §7). */
export function sessionMemberKey(auth: AuthContext | null): string {
  const { memberKey } = requireAuth(auth).session;
  if (!memberKey) throw new NotFoundError(SERVER_MESSAGES.noMember);
  return memberKey;
}
