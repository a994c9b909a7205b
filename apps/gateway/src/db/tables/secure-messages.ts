import type { AttachmentType, ConversationStatus, MessageAuthor, MessageTopic } from '@dash/domain';
import type { Generated } from 'kysely';

/** db/migrations/043_secure_messages.sql */
export interface MessageConversationTable {
  conversation_id: Generated<number>;
  member_key: string;
  family_key: string;
  domain_id: number;
  subject: string;
  topic: MessageTopic;
  status: Generated<ConversationStatus>;
  assigned_account_id: number | null;
  member_read_at: Date | null;
  staff_read_at: Date | null;
  last_message_at: Generated<Date>;
  closed_at: Date | null;
  created_at: Generated<Date>;
}

export interface MessageEntryTable {
  message_id: Generated<number>;
  conversation_id: number;
  author: MessageAuthor;
  author_member_key: string | null;
  author_account_id: number | null;
  author_name: string;
  body: string;
  sent_at: Generated<Date>;
}

export interface MessageAttachmentTable {
  attachment_id: Generated<number>;
  message_id: number;
  file_name: string;
  content_type: AttachmentType;
  byte_size: number;
  content: Uint8Array;
  created_at: Generated<Date>;
}

export interface SecureMessageTables {
  message_conversations: MessageConversationTable;
  message_entries: MessageEntryTable;
  message_attachments: MessageAttachmentTable;
}
