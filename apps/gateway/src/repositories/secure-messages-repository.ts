import type { ConversationStatus, MessageAuthor } from '@dash/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ConversationScope } from './secure-messages/conversation-rows';
import { findAccountName, findMemberContact, listAccountsWithRoles } from './secure-messages/message-people';
import {
  countConversations,
  findAttachment,
  findConversation,
  listAttachments,
  listConversations,
  listMessages,
  type RowWindow,
} from './secure-messages/read-conversations';
import { countUnreadReplies } from './secure-messages/unread-replies';
import {
  type AfterWrite,
  addMessage,
  assignConversation,
  closeConversation,
  createConversation,
  markReadUpTo,
  type NewConversation,
  type NewMessage,
  reopenConversation,
} from './secure-messages/write-conversations';

/**
 * Secure messages (issue 39 §1, migration 043): conversations, their messages and attachments. Every
 * read starts from a scope, the session's member or the staff's brand, so another member's or another
 * brand's conversation is never found. The queries are in repositories/secure-messages/.
 */
export function createSecureMessagesRepository(db: Kysely<Database>) {
  return {
    listConversations: (scope: ConversationScope, status?: ConversationStatus, window?: RowWindow) =>
      listConversations(db, scope, status, window),
    countConversations: (scope: ConversationScope, status: ConversationStatus) =>
      countConversations(db, scope, status),
    countUnreadReplies: (memberKey: string) => countUnreadReplies(db, memberKey),
    findConversation: (scope: ConversationScope, conversationId: number) =>
      findConversation(db, scope, conversationId),
    listMessages: (conversationIds: readonly number[]) => listMessages(db, conversationIds),
    listAttachments: (messageIds: readonly number[]) => listAttachments(db, messageIds),
    findAttachment: (scope: ConversationScope, attachmentId: number) =>
      findAttachment(db, scope, attachmentId),
    createConversation: (conversation: NewConversation, message: NewMessage) =>
      createConversation(db, conversation, message),
    addMessage: (conversationId: number, message: NewMessage, afterWrite?: AfterWrite) =>
      addMessage(db, conversationId, message, afterWrite),
    markReadUpTo: (conversationId: number, reader: MessageAuthor, lastSeenMessageId: number) =>
      markReadUpTo(db, conversationId, reader, lastSeenMessageId),
    reopen: (conversationId: number, closedSince: Date) =>
      reopenConversation(db, conversationId, closedSince),
    close: (conversationId: number, at: Date) => closeConversation(db, conversationId, at),
    assign: (conversationId: number, accountId: number) => assignConversation(db, conversationId, accountId),
    findMemberContact: (memberKey: string) => findMemberContact(db, memberKey),
    listAccountsWithRoles: (domainId: number, roles: readonly string[]) =>
      listAccountsWithRoles(db, domainId, roles),
    findAccountName: (accountId: number) => findAccountName(db, accountId),
  };
}

export type SecureMessagesRepository = ReturnType<typeof createSecureMessagesRepository>;
