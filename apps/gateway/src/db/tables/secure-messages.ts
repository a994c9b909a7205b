import type { AttachmentType, ConversationStatus, MessageAuthor, MessageTopic } from '@dash/domain';
import type { Generated } from 'kysely';

/** db/migrations/043_secure_messages.sql, read markers db/migrations/047_message_read_markers.sql */
export interface MessageConversationTable {
  conversation_id: Generated<number>;
  member_key: string;
  family_key: string;
  domain_id: number;
  subject: string;
  topic: MessageTopic;
  status: Generated<ConversationStatus>;
  assigned_account_id: number | null;
  /**
   * The last message each side was shown; null when it has read none. The times they replace,
   * member_read_at and staff_read_at, stay for the release before until a later one drops them; 047's
   * trigger keeps them following these.
   */
  member_last_read_message_id: number | null;
  staff_last_read_message_id: number | null;
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
