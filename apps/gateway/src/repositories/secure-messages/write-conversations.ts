import type { MessageAuthor, MessageTopic } from '@dash/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { NewAttachment } from '../../uploads/new-attachment';

export interface NewMessage {
  readonly author: MessageAuthor;
  readonly authorMemberKey: string | null;
  readonly authorAccountId: number | null;
  readonly authorName: string;
  readonly body: string;
  readonly attachments: readonly NewAttachment[];
  readonly sentAt: Date;
}

export interface NewConversation {
  readonly memberKey: string;
  readonly domainId: number;
  readonly subject: string;
  readonly topic: MessageTopic;
}

/** Runs after the rows are written, in their transaction: the e-mail is queued with the message. */
export type AfterWrite = (trx: Transaction<Database>, conversationId: number) => Promise<void>;

/** Writes the message and its files; the message's id, the read marker of its author's side. */
async function insertMessage(
  trx: Transaction<Database>,
  conversationId: number,
  message: NewMessage,
): Promise<number> {
  const entry = await trx
    .insertInto('message_entries')
    .values({
      conversation_id: conversationId,
      author: message.author,
      author_member_key: message.authorMemberKey,
      author_account_id: message.authorAccountId,
      author_name: message.authorName,
      body: message.body,
      sent_at: message.sentAt,
    })
    .returning('message_id')
    .executeTakeFirstOrThrow();
  if (message.attachments.length > 0) await insertAttachments(trx, entry.message_id, message.attachments);
  return entry.message_id;
}

async function insertAttachments(
  trx: Transaction<Database>,
  messageId: number,
  attachments: readonly NewAttachment[],
) {
  await trx
    .insertInto('message_attachments')
    .values(
      attachments.map((file) => ({
        message_id: messageId,
        file_name: file.fileName,
        content_type: file.contentType,
        byte_size: file.content.byteLength,
        content: file.content,
      })),
    )
    .execute();
}

/** A member's new conversation, its first message and its files, in one transaction. */
export function createConversation(
  db: Kysely<Database>,
  conversation: NewConversation,
  message: NewMessage,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('message_conversations')
      .values((eb) => ({
        member_key: conversation.memberKey,
        family_key: eb
          .selectFrom('members')
          .select('family_key')
          .where('member_key', '=', conversation.memberKey),
        domain_id: conversation.domainId,
        subject: conversation.subject,
        topic: conversation.topic,
        last_message_at: message.sentAt,
        created_at: message.sentAt,
      }))
      .returning('conversation_id')
      .executeTakeFirstOrThrow();
    const messageId = await insertMessage(trx, row.conversation_id, message);
    // The member has read their own first message: only staff's answers will be unread.
    await trx
      .updateTable('message_conversations')
      .set({ member_last_read_message_id: messageId })
      .where('conversation_id', '=', row.conversation_id)
      .execute();
    return row.conversation_id;
  });
}

/**
 * A message into a conversation, in one transaction with its files and `afterWrite`: the
 * conversation's last message moves on, and its author's side has read it up to this message.
 * The conversation's row is held first, so its messages take their ids in the order they are
 * committed: a reader shown a message has been shown every earlier id of the conversation, and the
 * read marker (an id, migration 047) never passes a message still being written.
 */
export function addMessage(
  db: Kysely<Database>,
  conversationId: number,
  message: NewMessage,
  afterWrite?: AfterWrite,
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('message_conversations')
      .select('conversation_id')
      .where('conversation_id', '=', conversationId)
      .forUpdate()
      .execute();
    const messageId = await insertMessage(trx, conversationId, message);
    await trx
      .updateTable('message_conversations')
      .set({
        last_message_at: message.sentAt,
        ...(message.author === 'member'
          ? { member_last_read_message_id: messageId }
          : { staff_last_read_message_id: messageId }),
      })
      .where('conversation_id', '=', conversationId)
      .execute();
    if (afterWrite) await afterWrite(trx, conversationId);
  });
}

/**
 * The side that read the conversation has read it up to `lastSeenMessageId`, the last message it was
 * shown: the marker moves to that message (never back, and only to a message of this conversation),
 * not to whatever is there now, so a message written while the reader was reading stays unread, even
 * one sent in the same millisecond. The new marker.
 */
export async function markReadUpTo(
  db: Kysely<Database>,
  conversationId: number,
  reader: MessageAuthor,
  lastSeenMessageId: number,
): Promise<number | null> {
  const seen = db
    .selectFrom('message_entries')
    .select('message_id')
    .where('message_id', '=', lastSeenMessageId)
    .where('conversation_id', '=', conversationId);
  const query = db.updateTable('message_conversations').where('conversation_id', '=', conversationId);
  // greatest() passes over a null: a first read sets the marker, a message of another conversation none.
  const row =
    reader === 'member'
      ? await query
          .set({ member_last_read_message_id: sql<number>`greatest(member_last_read_message_id, (${seen}))` })
          .returning('member_last_read_message_id as lastRead')
          .executeTakeFirst()
      : await query
          .set({ staff_last_read_message_id: sql<number>`greatest(staff_last_read_message_id, (${seen}))` })
          .returning('staff_last_read_message_id as lastRead')
          .executeTakeFirst();
  return row?.lastRead ?? null;
}

/** Closes the conversation at `at` only if it is open; false when it was not (closed meanwhile). */
export async function closeConversation(
  db: Kysely<Database>,
  conversationId: number,
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('message_conversations')
    .set({ status: 'closed', closed_at: at })
    .where('conversation_id', '=', conversationId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Opens the conversation again only if it is closed and was closed at `closedSince` or later (the
 * reopening window, packages/domain getReopenCutoff); false when it was not (changed meanwhile).
 */
export async function reopenConversation(
  db: Kysely<Database>,
  conversationId: number,
  closedSince: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('message_conversations')
    .set({ status: 'open', closed_at: null })
    .where('conversation_id', '=', conversationId)
    .where('status', '=', 'closed')
    .where('closed_at', '>=', closedSince)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function assignConversation(db: Kysely<Database>, conversationId: number, accountId: number) {
  await db
    .updateTable('message_conversations')
    .set({ assigned_account_id: accountId })
    .where('conversation_id', '=', conversationId)
    .execute();
}
