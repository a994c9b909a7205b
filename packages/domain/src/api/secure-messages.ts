import { z } from 'zod';
import { ATTACHMENT_TYPES } from '../secure-messages/attachment-rules';
import {
  CONVERSATION_STATUSES,
  MAX_MESSAGE_LENGTH,
  MAX_SUBJECT_LENGTH,
  MESSAGE_AUTHORS,
  MESSAGE_TOPICS,
  STAFF_INBOX_MAX_PAGE_SIZE,
  STAFF_INBOX_PAGE_SIZE,
} from '../secure-messages/message-topics';
import { SECURE_MESSAGE_SERVER_MESSAGES as M } from '../secure-messages/secure-message-texts';
import { PageInfo } from './page-info';
import { DigitsParam } from './primitives';

export const MessageTopic = z.enum(MESSAGE_TOPICS);
export type MessageTopic = z.infer<typeof MessageTopic>;
export const ConversationStatus = z.enum(CONVERSATION_STATUSES);
export type ConversationStatus = z.infer<typeof ConversationStatus>;

const MessageBody = z.string().trim().min(1, M.bodyRequired).max(MAX_MESSAGE_LENGTH, M.bodyTooLong);

/**
 * POST secure-messages (issue 39 §1): the fields of the multipart form that starts a conversation;
 * its files (up to three, PDF, JPEG or PNG, 5 MB each) travel beside them as `attachments`.
 */
export const StartConversationFields = z.object({
  subject: z.string().trim().min(1, M.subjectRequired).max(MAX_SUBJECT_LENGTH, M.subjectTooLong),
  topic: MessageTopic,
  body: MessageBody,
});
export type StartConversationFields = z.infer<typeof StartConversationFields>;

/** POST secure-messages/:conversationId/replies (multipart, files as above), and a staff reply (JSON). */
export const ReplyFields = z.object({ body: MessageBody });
export type ReplyFields = z.infer<typeof ReplyFields>;

export const ConversationParams = z.object({ conversationId: DigitsParam });
export type ConversationParams = z.infer<typeof ConversationParams>;
export const AttachmentParams = z.object({ attachmentId: DigitsParam });
export type AttachmentParams = z.infer<typeof AttachmentParams>;

export const MessageAttachment = z.object({
  attachmentId: z.number().int(),
  fileName: z.string(),
  contentType: z.enum(ATTACHMENT_TYPES),
  byteSize: z.number().int().nonnegative(),
});
export type MessageAttachment = z.infer<typeof MessageAttachment>;

/** One message of a conversation; a staff reply is signed with the staff member's display name. */
export const ConversationMessage = z.object({
  messageId: z.number().int(),
  author: z.enum(MESSAGE_AUTHORS),
  authorName: z.string(),
  body: z.string(),
  sentAt: z.iso.datetime(),
  attachments: z.array(MessageAttachment),
});
export type ConversationMessage = z.infer<typeof ConversationMessage>;

/** A conversation in a list: for the member, its unread replies; for staff, the member and assignee. */
export const ConversationSummary = z.object({
  conversationId: z.number().int(),
  subject: z.string(),
  topic: MessageTopic,
  status: ConversationStatus,
  memberName: z.string(),
  assigneeName: z.string().nullable(),
  lastMessageAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
  unreadCount: z.number().int().nonnegative(),
});
export type ConversationSummary = z.infer<typeof ConversationSummary>;

/** GET secure-messages: the member's conversations, newest first, and their unread replies in all. */
export const ConversationList = z.object({
  conversations: z.array(ConversationSummary),
  unreadTotal: z.number().int().nonnegative(),
});
export type ConversationList = z.infer<typeof ConversationList>;

/** GET secure-messages/:conversationId (and staff's): the conversation, what the caller may do next. */
export const ConversationDetail = z.object({
  conversation: ConversationSummary,
  messages: z.array(ConversationMessage),
  canReply: z.boolean(),
  canReopen: z.boolean(),
});
export type ConversationDetail = z.infer<typeof ConversationDetail>;

/** What a start, reply, reopen, assignment or closing answers: the conversation and a message to show. */
export const ConversationChanged = z.object({
  conversationId: z.number().int(),
  message: z.string(),
});
export type ConversationChanged = z.infer<typeof ConversationChanged>;

/**
 * GET staff/messages: the brand's conversations, open ones by default, newest message first, a page
 * (from 0) of `size` at a time, as the claims list pages.
 */
export const StaffInboxQuery = z.object({
  status: ConversationStatus.optional(),
  page: DigitsParam.pipe(z.number().max(100_000)).default(0),
  size: DigitsParam.pipe(z.number().int().min(1).max(STAFF_INBOX_MAX_PAGE_SIZE)).default(
    STAFF_INBOX_PAGE_SIZE,
  ),
});
export type StaffInboxQuery = z.infer<typeof StaffInboxQuery>;

export const StaffMember = z.object({ accountId: z.number().int(), displayName: z.string() });
export type StaffMember = z.infer<typeof StaffMember>;

export const StaffInbox = z.object({
  conversations: z.array(ConversationSummary),
  /** The brand's staff a conversation may be assigned to. */
  staff: z.array(StaffMember),
  page: PageInfo,
});
export type StaffInbox = z.infer<typeof StaffInbox>;

/** POST staff/messages/:conversationId/assign: to a staff member of the brand. */
export const StaffAssignRequest = z.object({ accountId: z.number().int().positive() });
export type StaffAssignRequest = z.infer<typeof StaffAssignRequest>;
