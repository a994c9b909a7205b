import { getSendRefusal, isLoginAsRole, type MessageAuthor } from '@dash/domain';
import { ConflictError, ForbiddenError } from '../../errors';
import type { ConversationRow } from '../../repositories/secure-messages/conversation-rows';
import { type Caller, requireMemberKey } from '../caller';

/**
 * Staff of the brand signed in as themselves (issue 39 §1), with their staff token, as for the
 * outbox: never a member, never a login-as session.
 */
export function requireStaff(caller: Caller): void {
  if (!isLoginAsRole(caller.session.role) || caller.session.issuedByRole !== null) {
    throw new ForbiddenError('secureMessages.notStaff');
  }
}

/** A login-as session reads the member's conversations but never marks them read or writes. */
export function isMemberOwnSession(caller: Caller): boolean {
  return caller.session.issuedByRole === null && !isLoginAsRole(caller.session.role);
}

/**
 * The member who may send (issue 39 §1): their own session only; a login-as session is refused with
 * its own message (the staff policy refuses the write first; this holds whatever the route says).
 */
export function requireMemberSender(caller: Caller): string {
  const memberKey = requireMemberKey(caller);
  if (!isMemberOwnSession(caller)) throw new ForbiddenError('secureMessages.loginAsReadOnly');
  return memberKey;
}

/** Refuses a message the rules do not let `side` send into this conversation. */
export function assertMaySend(caller: Caller, side: MessageAuthor, conversation: ConversationRow): void {
  const refusal = getSendRefusal({
    side,
    session: caller.session,
    domainId: caller.domainId,
    conversationDomainId: conversation.domainId,
    status: conversation.status,
  });
  if (refusal === 'closed') throw new ConflictError('secureMessages.closed');
  if (refusal !== null) throw new ForbiddenError(`secureMessages.${refusal}`);
}
