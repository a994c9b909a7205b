import { LOGIN_AS_ROLES, SECURE_MESSAGE_MAIL_TEXTS, serverMessage } from '@dash/domain';
import type { ReplyFields, StaffAssignRequest } from '@dash/domain/api';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import type { Caller } from '../caller';
import { assertMaySend, requireStaff } from './message-caller';
import type { ConversationChange, SecureMessagesDeps } from './secure-messages-deps';

async function findBrandConversation(deps: Pick<SecureMessagesDeps, 'messages'>, caller: Caller, id: number) {
  requireStaff(caller);
  const row = await deps.messages.findConversation({ domainId: caller.domainId }, id);
  if (!row) throw new NotFoundError('secureMessages.notFound');
  return row;
}

/**
 * POST staff/messages/:conversationId/replies (issue 39 §1): staff answer, signed with their display
 * name; the member is e-mailed "You have a new message", never the message, through the queue, in the
 * reply's transaction (no address on file: no e-mail, the portal still shows the reply), and told in
 * their notifications (issue 39 §2) in the same transaction.
 */
export function createStaffReply(deps: SecureMessagesDeps) {
  return async function reply(
    caller: Caller,
    conversationId: number,
    fields: ReplyFields,
  ): Promise<ConversationChange> {
    const row = await findBrandConversation(deps, caller, conversationId);
    assertMaySend(caller, 'staff', row);
    const staffName = (await deps.messages.findAccountName(caller.session.accountId)) ?? '';
    const contact = await deps.messages.findMemberContact(row.memberKey);
    const message = {
      author: 'staff' as const,
      authorMemberKey: null,
      authorAccountId: caller.session.accountId,
      authorName: staffName,
      body: fields.body,
      attachments: [],
      sentAt: deps.now(),
    };
    await deps.messages.addMessage(conversationId, message, async (trx) => {
      await deps.notices.record(trx, {
        kind: 'message-answered',
        to: { memberKey: row.memberKey },
        occurredAt: message.sentAt,
      });
      if (!contact?.email) return;
      await deps.mail.enqueue(trx, {
        kind: 'secure-message',
        domainId: caller.domainId,
        to: contact.email,
        subject: SECURE_MESSAGE_MAIL_TEXTS.newMessageSubject,
        text: SECURE_MESSAGE_MAIL_TEXTS.newMessageBody(contact.firstName),
        memberKey: row.memberKey,
      });
    });
    deps.mail.wake();
    return { conversationId, message: serverMessage('secureMessages.replied') };
  };
}

/** POST staff/messages/:conversationId/assign: to a staff member of the same brand. */
export function createAssignConversation(deps: Pick<SecureMessagesDeps, 'messages'>) {
  return async function assign(
    caller: Caller,
    conversationId: number,
    request: StaffAssignRequest,
  ): Promise<ConversationChange> {
    await findBrandConversation(deps, caller, conversationId);
    const staff = await deps.messages.listAccountsWithRoles(caller.domainId, LOGIN_AS_ROLES);
    if (!staff.some((member) => member.accountId === request.accountId)) {
      throw new BadRequestError('secureMessages.noStaffMember', {
        fieldErrors: { accountId: ['secureMessages.noStaffMember'] },
      });
    }
    await deps.messages.assign(conversationId, request.accountId);
    return { conversationId, message: serverMessage('secureMessages.assigned') };
  };
}

/**
 * POST staff/messages/:conversationId/close: closed now; the member may reopen it for 30 days. Only an
 * open one closes (a conditional update): one closed already, or meanwhile, answers 409.
 */
export function createCloseConversation(deps: Pick<SecureMessagesDeps, 'messages' | 'now'>) {
  return async function close(caller: Caller, conversationId: number): Promise<ConversationChange> {
    await findBrandConversation(deps, caller, conversationId);
    if (!(await deps.messages.close(conversationId, deps.now()))) {
      throw new ConflictError('secureMessages.notOpen');
    }
    return { conversationId, message: serverMessage('secureMessages.closedDone') };
  };
}
