import type { ConversationStatus } from '@dash/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  type AttachmentRow,
  type ConversationRow,
  type ConversationScope,
  conversationsIn,
  type MessageRow,
  toConversationRow,
} from './conversation-rows';

/** A slice of a list: `limit` rows after the first `offset`. */
export interface RowWindow {
  readonly offset: number;
  readonly limit: number;
}

/** The scope's conversations, newest message first; a brand's by status when given, a window of them when given. */
export async function listConversations(
  db: Kysely<Database>,
  scope: ConversationScope,
  status?: ConversationStatus,
  window?: RowWindow,
): Promise<ConversationRow[]> {
  let query = conversationsIn(db, scope);
  if (status) query = query.where('c.status', '=', status);
  query = query.orderBy('c.last_message_at', 'desc').orderBy('c.conversation_id', 'desc');
  if (window) query = query.offset(window.offset).limit(window.limit);
  return (await query.execute()).map(toConversationRow);
}

/** How many conversations the scope has (of this status), for a paged list's total. */
export async function countConversations(
  db: Kysely<Database>,
  scope: ConversationScope,
  status: ConversationStatus,
): Promise<number> {
  const query = db
    .selectFrom('message_conversations as c')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('c.status', '=', status);
  const row = await ('memberKey' in scope
    ? query.where('c.member_key', '=', scope.memberKey)
    : query.where('c.domain_id', '=', scope.domainId)
  ).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** One conversation of the scope; undefined when it is not there or not the scope's. */
export async function findConversation(
  db: Kysely<Database>,
  scope: ConversationScope,
  conversationId: number,
): Promise<ConversationRow | undefined> {
  const row = await conversationsIn(db, scope)
    .where('c.conversation_id', '=', conversationId)
    .executeTakeFirst();
  return row ? toConversationRow(row) : undefined;
}

/** The messages of these conversations, oldest first. */
export async function listMessages(
  db: Kysely<Database>,
  conversationIds: readonly number[],
): Promise<MessageRow[]> {
  if (conversationIds.length === 0) return [];
  const rows = await db
    .selectFrom('message_entries')
    .select(['message_id', 'conversation_id', 'author', 'author_name', 'body', 'sent_at'])
    .where('conversation_id', 'in', conversationIds)
    .orderBy('sent_at')
    .orderBy('message_id')
    .execute();
  return rows.map((row) => ({
    messageId: row.message_id,
    conversationId: row.conversation_id,
    author: row.author,
    authorName: row.author_name,
    body: row.body,
    sentAt: row.sent_at,
  }));
}

/** The attachments of these messages, without their bytes. */
export async function listAttachments(
  db: Kysely<Database>,
  messageIds: readonly number[],
): Promise<AttachmentRow[]> {
  if (messageIds.length === 0) return [];
  const rows = await db
    .selectFrom('message_attachments')
    .select(['attachment_id', 'message_id', 'file_name', 'content_type', 'byte_size'])
    .where('message_id', 'in', messageIds)
    .orderBy('attachment_id')
    .execute();
  return rows.map((row) => ({
    attachmentId: row.attachment_id,
    messageId: row.message_id,
    fileName: row.file_name,
    contentType: row.content_type,
    byteSize: row.byte_size,
  }));
}

/** One attachment with its bytes, only when its conversation is the scope's. */
export async function findAttachment(db: Kysely<Database>, scope: ConversationScope, attachmentId: number) {
  let query = db
    .selectFrom('message_attachments as f')
    .innerJoin('message_entries as e', 'e.message_id', 'f.message_id')
    .innerJoin('message_conversations as c', 'c.conversation_id', 'e.conversation_id')
    .select(['f.file_name', 'f.content_type', 'f.content', 'c.conversation_id', 'c.member_key'])
    .where('f.attachment_id', '=', attachmentId);
  query =
    'memberKey' in scope
      ? query.where('c.member_key', '=', scope.memberKey)
      : query.where('c.domain_id', '=', scope.domainId);
  const row = await query.executeTakeFirst();
  return row
    ? {
        conversationId: row.conversation_id,
        memberKey: row.member_key,
        fileName: row.file_name,
        contentType: row.content_type,
        content: row.content,
      }
    : undefined;
}
