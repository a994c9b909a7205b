import { canReopen, countUnread, getSendRefusal, type MessageAuthor } from '@dash/domain';
import type { ConversationDetail, ConversationSummary } from '@dash/domain/api';
import type {
  AttachmentRow,
  ConversationRow,
  MessageRow,
} from '../../repositories/secure-messages/conversation-rows';
import type { Caller } from '../caller';

/** A conversation in a list, with what `reader` has not read of it (issue 39 §1). */
export function toSummary(
  row: ConversationRow,
  messages: readonly MessageRow[],
  reader: MessageAuthor,
): ConversationSummary {
  const lastRead = reader === 'member' ? row.memberLastReadMessageId : row.staffLastReadMessageId;
  return {
    conversationId: row.conversationId,
    subject: row.subject,
    topic: row.topic,
    status: row.status,
    memberName: row.memberName,
    assigneeName: row.assigneeName,
    lastMessageAt: row.lastMessageAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    unreadCount: countUnread(
      messages.filter((message) => message.conversationId === row.conversationId),
      reader,
      lastRead,
    ),
  };
}

/**
 * The message a reader was shown last, by id: the read marker's message. Messages are shown by the
 * time they were sent, which two gateways' clocks may order otherwise than the database's ids.
 */
export function getLastShown(messages: readonly MessageRow[]): MessageRow | undefined {
  return messages.reduce<MessageRow | undefined>(
    (last, message) => (last === undefined || message.messageId > last.messageId ? message : last),
    undefined,
  );
}

/** The conversations of a list, each with its unread count. */
export function toSummaries(
  rows: readonly ConversationRow[],
  messages: readonly MessageRow[],
  reader: MessageAuthor,
): ConversationSummary[] {
  return rows.map((row) => toSummary(row, messages, reader));
}

/**
 * A conversation as the `side` reading it sees it: every message with its files, and whether the
 * caller may reply (getSendRefusal) or reopen (the member, within 30 days of its closing).
 */
export function toDetail(
  caller: Caller,
  side: MessageAuthor,
  row: ConversationRow,
  messages: readonly MessageRow[],
  attachments: readonly AttachmentRow[],
  now: Date,
): ConversationDetail {
  const refusal = getSendRefusal({
    side,
    session: caller.session,
    domainId: caller.domainId,
    conversationDomainId: row.domainId,
    status: row.status,
  });
  // Reopening is the member's own, in their own session (the refusals of a new message, less "closed").
  const mayWrite = refusal === null || refusal === 'closed';
  return {
    conversation: toSummary(row, messages, side),
    messages: messages.map((message) => ({
      messageId: message.messageId,
      author: message.author,
      authorName: message.authorName,
      body: message.body,
      sentAt: message.sentAt.toISOString(),
      attachments: attachments
        .filter((file) => file.messageId === message.messageId)
        .map(({ attachmentId, fileName, contentType, byteSize }) => ({
          attachmentId,
          fileName,
          contentType,
          byteSize,
        })),
    })),
    canReply: refusal === null,
    canReopen: side === 'member' && mayWrite && canReopen(row, now),
  };
}
