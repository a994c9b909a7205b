import { canReopen, getReopenCutoff, serverMessage } from '@dash/domain';
import type { ReplyFields, StartConversationFields } from '@dash/domain/api';
import { ConflictError, NotFoundError } from '../../errors';
import { checkAttachments, type UploadedFile } from '../../uploads/attachment-check';
import type { Caller } from '../caller';
import { assertMaySend, requireMemberSender } from './message-caller';
import type { ConversationChange, SecureMessagesDeps } from './secure-messages-deps';

type Deps = Pick<SecureMessagesDeps, 'messages' | 'now'>;

async function memberAuthor(deps: Deps, memberKey: string) {
  const contact = await deps.messages.findMemberContact(memberKey);
  if (!contact) throw new NotFoundError('server.noMember');
  return `${contact.firstName} ${contact.lastName}`;
}

/**
 * POST secure-messages (issue 39 §1): the member starts a conversation with member services, with up
 * to three files; a refused file leaves nothing stored (checked first, then one transaction).
 */
export function createStartConversation(deps: Deps) {
  return async function start(
    caller: Caller,
    fields: StartConversationFields,
    files: readonly UploadedFile[],
  ): Promise<ConversationChange> {
    const memberKey = requireMemberSender(caller);
    const attachments = await checkAttachments(files);
    const conversationId = await deps.messages.createConversation(
      { memberKey, domainId: caller.domainId, subject: fields.subject, topic: fields.topic },
      {
        author: 'member',
        authorMemberKey: memberKey,
        authorAccountId: null,
        authorName: await memberAuthor(deps, memberKey),
        body: fields.body,
        attachments,
        sentAt: deps.now(),
      },
    );
    return { conversationId, message: serverMessage('secureMessages.started') };
  };
}

/** POST secure-messages/:conversationId/replies: the member answers in an open conversation of theirs. */
export function createReplyAsMember(deps: Deps) {
  return async function reply(
    caller: Caller,
    conversationId: number,
    fields: ReplyFields,
    files: readonly UploadedFile[],
  ): Promise<ConversationChange> {
    const memberKey = requireMemberSender(caller);
    const row = await deps.messages.findConversation({ memberKey }, conversationId);
    if (!row) throw new NotFoundError('secureMessages.notFound');
    assertMaySend(caller, 'member', row);
    const attachments = await checkAttachments(files);
    await deps.messages.addMessage(conversationId, {
      author: 'member',
      authorMemberKey: memberKey,
      authorAccountId: null,
      authorName: await memberAuthor(deps, memberKey),
      body: fields.body,
      attachments,
      sentAt: deps.now(),
    });
    return { conversationId, message: serverMessage('secureMessages.replied') };
  };
}

/** POST secure-messages/:conversationId/reopen: a closed conversation, within 30 days of its closing. */
export function createReopenConversation(deps: Deps) {
  return async function reopen(caller: Caller, conversationId: number): Promise<ConversationChange> {
    const memberKey = requireMemberSender(caller);
    const row = await deps.messages.findConversation({ memberKey }, conversationId);
    if (!row) throw new NotFoundError('secureMessages.notFound');
    if (row.status === 'open') throw new ConflictError('secureMessages.notClosed');
    const now = deps.now();
    if (!canReopen(row, now)) throw new ConflictError('secureMessages.notReopenable');
    // Conditional: a closing or reopening since the read above leaves the row as it is, and says so.
    if (!(await deps.messages.reopen(conversationId, getReopenCutoff(now)))) {
      throw new ConflictError('secureMessages.notReopenable');
    }
    return { conversationId, message: serverMessage('secureMessages.reopened') };
  };
}
