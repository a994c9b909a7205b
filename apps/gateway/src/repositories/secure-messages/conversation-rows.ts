import type { AttachmentType, ConversationStatus, MessageAuthor, MessageTopic } from '@dash/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Whose conversations a query reads: one member's own, or one brand's (its staff). */
export type ConversationScope = { readonly memberKey: string } | { readonly domainId: number };

export interface ConversationRow {
  readonly conversationId: number;
  readonly memberKey: string;
  readonly domainId: number;
  readonly subject: string;
  readonly topic: MessageTopic;
  readonly status: ConversationStatus;
  readonly memberName: string;
  readonly assignedAccountId: number | null;
  readonly assigneeName: string | null;
  readonly memberLastReadMessageId: number | null;
  readonly staffLastReadMessageId: number | null;
  readonly lastMessageAt: Date;
  readonly closedAt: Date | null;
}

export interface MessageRow {
  readonly messageId: number;
  readonly conversationId: number;
  readonly author: MessageAuthor;
  readonly authorName: string;
  readonly body: string;
  readonly sentAt: Date;
}

export interface AttachmentRow {
  readonly attachmentId: number;
  readonly messageId: number;
  readonly fileName: string;
  readonly contentType: AttachmentType;
  readonly byteSize: number;
}

/** A conversation with its member's name and its assignee's display name, limited to the scope. */
export function conversationsIn(db: Kysely<Database>, scope: ConversationScope) {
  const base = db
    .selectFrom('message_conversations as c')
    .innerJoin('members as m', 'm.member_key', 'c.member_key')
    .leftJoin('accounts as a', 'a.account_id', 'c.assigned_account_id')
    .select([
      'c.conversation_id',
      'c.member_key',
      'c.domain_id',
      'c.subject',
      'c.topic',
      'c.status',
      'm.first_name',
      'm.last_name',
      'c.assigned_account_id',
      'a.display_name',
      'a.username',
      'c.member_last_read_message_id',
      'c.staff_last_read_message_id',
      'c.last_message_at',
      'c.closed_at',
    ]);
  return 'memberKey' in scope
    ? base.where('c.member_key', '=', scope.memberKey)
    : base.where('c.domain_id', '=', scope.domainId);
}

type ConversationSelect = Awaited<ReturnType<ReturnType<typeof conversationsIn>['execute']>>[number];

export function toConversationRow(row: ConversationSelect): ConversationRow {
  return {
    conversationId: row.conversation_id,
    memberKey: row.member_key,
    domainId: row.domain_id,
    subject: row.subject,
    topic: row.topic,
    status: row.status,
    memberName: `${row.first_name} ${row.last_name}`,
    assignedAccountId: row.assigned_account_id,
    assigneeName: row.assigned_account_id === null ? null : (row.display_name ?? row.username),
    memberLastReadMessageId: row.member_last_read_message_id,
    staffLastReadMessageId: row.staff_last_read_message_id,
    lastMessageAt: row.last_message_at,
    closedAt: row.closed_at,
  };
}
