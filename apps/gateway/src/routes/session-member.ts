import type { AuthContext } from '../app-types';
import { requireAuth } from './require-auth';

/** Thrown when the data asked for is not the signed-in family's; the error handler answers 404. */
export class NotFoundError extends Error {
  readonly statusCode = 404;
}

/** The signed-in member: member data calls answer only for this member's family (document 2 §7). */
export function sessionMemberKey(auth: AuthContext | null): string {
  const { memberKey } = requireAuth(auth).session;
  if (!memberKey) throw new NotFoundError('No member for this session.');
  return memberKey;
}
