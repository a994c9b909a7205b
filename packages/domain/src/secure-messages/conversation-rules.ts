import { isLoginAsRole } from '../session/session-rules';
import type { SessionIdentity } from '../session/staff-access';
import type { ConversationStatus, MessageAuthor } from './message-topics';

/** Days after its closing during which a member may reopen a conversation (issue 39 §1). */
export const REOPEN_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ConversationState {
  readonly status: ConversationStatus;
  readonly closedAt: Date | null;
}

/** Whether a closed conversation may still be reopened: within 30 days of its closing (issue 39 §1). */
export function canReopen(conversation: ConversationState, now: Date): boolean {
  if (conversation.status !== 'closed' || conversation.closedAt === null) return false;
  return conversation.closedAt.getTime() >= getReopenCutoff(now).getTime();
}

/** The earliest closing a conversation may be reopened from at `now` (the gateway's conditional update). */
export function getReopenCutoff(now: Date): Date {
  return new Date(now.getTime() - REOPEN_WINDOW_DAYS * DAY_MS);
}

export interface SentMessage {
  /** Later messages of a conversation have greater ids, even when sent in the same millisecond. */
  readonly messageId: number;
  readonly author: MessageAuthor;
}

/**
 * The messages one side has not read (issue 39 §1): those the other side sent after the last message
 * this side was shown, `lastReadMessageId` (all of them when it has read none). A side's own messages
 * are never unread. The marker is a message, not a time: two messages sent in the same millisecond
 * would read alike under a time.
 */
export function countUnread(
  messages: readonly SentMessage[],
  reader: MessageAuthor,
  lastReadMessageId: number | null,
): number {
  return messages.filter(
    (message) =>
      message.author !== reader && (lastReadMessageId === null || message.messageId > lastReadMessageId),
  ).length;
}

/** Staff of a brand, signed in as themselves (not in a member's login-as session). */
export function isStaffOf(session: SessionIdentity, domainId: number, conversationDomainId: number): boolean {
  return isLoginAsRole(session.role) && session.issuedByRole === null && domainId === conversationDomainId;
}

/** Why a message may not be sent, a key of the area's server catalogue; null when it may. */
export type SendRefusal = 'loginAsReadOnly' | 'notStaff' | 'otherBrand' | 'closed';

export interface SendAttempt {
  readonly side: MessageAuthor;
  readonly session: SessionIdentity;
  /** The brand of the host the caller signed in on, and the conversation's. */
  readonly domainId: number;
  readonly conversationDomainId: number;
  /** The conversation's status; null when the message starts a new one. */
  readonly status: ConversationStatus | null;
}

/**
 * Who may send (issue 39 §1): a member in their own session (never staff in a login-as session, who
 * may only read), into an open conversation of their own; staff of the conversation's brand, signed
 * in as themselves, into an open one. A closed conversation takes no message until it is reopened.
 */
export function getSendRefusal(attempt: SendAttempt): SendRefusal | null {
  const { session } = attempt;
  if (attempt.side === 'member') {
    if (session.issuedByRole !== null || isLoginAsRole(session.role)) return 'loginAsReadOnly';
  } else {
    if (!isLoginAsRole(session.role) || session.issuedByRole !== null) return 'notStaff';
    if (attempt.domainId !== attempt.conversationDomainId) return 'otherBrand';
  }
  if (attempt.status === 'closed') return 'closed';
  return null;
}
