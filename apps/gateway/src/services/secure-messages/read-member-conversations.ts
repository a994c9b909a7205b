import type { ConversationDetail, ConversationList } from '@dash/domain/api';
import { NotFoundError } from '../../errors';
import { type Caller, requireMemberKey } from '../caller';
import { isMemberOwnSession } from './message-caller';
import { getLastShown, toDetail, toSummaries } from './message-views';
import type { AttachmentDownload, SecureMessagesDeps } from './secure-messages-deps';

/**
 * GET secure-messages (issue 39 §1): the member's conversations, newest first, with unread counts; the
 * total is the shell's own count (repositories/secure-messages/unread-replies.ts), so the list and the
 * header's badge read one source.
 */
export function createListConversations({ messages }: Pick<SecureMessagesDeps, 'messages'>) {
  return async function list(caller: Caller): Promise<ConversationList> {
    const memberKey = requireMemberKey(caller);
    const rows = await messages.listConversations({ memberKey });
    const sent = await messages.listMessages(rows.map((row) => row.conversationId));
    return {
      conversations: toSummaries(rows, sent, 'member'),
      unreadTotal: await messages.countUnreadReplies(memberKey),
    };
  };
}

/**
 * GET secure-messages/:conversationId: one of the member's conversations, which the member has now
 * read. A login-as session reads it too (audited as every staff read) but leaves it unread.
 */
export function createGetConversation({ messages, now }: Pick<SecureMessagesDeps, 'messages' | 'now'>) {
  return async function get(caller: Caller, conversationId: number): Promise<ConversationDetail> {
    const memberKey = requireMemberKey(caller);
    const row = await messages.findConversation({ memberKey }, conversationId);
    if (!row) throw new NotFoundError('secureMessages.notFound');
    const sent = await messages.listMessages([conversationId]);
    const files = await messages.listAttachments(sent.map((message) => message.messageId));
    const at = now();
    const lastSeen = getLastShown(sent);
    if (!isMemberOwnSession(caller) || !lastSeen) return toDetail(caller, 'member', row, sent, files, at);
    // Read up to the last message shown, not up to now: a reply written meanwhile stays unread.
    const memberLastReadMessageId = await messages.markReadUpTo(conversationId, 'member', lastSeen.messageId);
    return toDetail(caller, 'member', { ...row, memberLastReadMessageId }, sent, files, at);
  };
}

/** GET secure-messages/attachments/:attachmentId: a file of one of the member's own conversations. */
export function createGetMemberAttachment({ messages }: Pick<SecureMessagesDeps, 'messages'>) {
  return async function getAttachment(caller: Caller, attachmentId: number): Promise<AttachmentDownload> {
    const memberKey = requireMemberKey(caller);
    const file = await messages.findAttachment({ memberKey }, attachmentId);
    if (!file) throw new NotFoundError('secureMessages.attachmentNotFound');
    return file;
  };
}
