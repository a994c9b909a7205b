/** The topics a member picks when starting a conversation with member services (issue 39 §1). */
export const MESSAGE_TOPICS = ['claims', 'benefits', 'id-card', 'billing', 'primary-care', 'other'] as const;
export type MessageTopic = (typeof MESSAGE_TOPICS)[number];

/** Open until staff close it; a closed conversation may be reopened by its member for a while. */
export const CONVERSATION_STATUSES = ['open', 'closed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/** Who wrote a message of a conversation. */
export const MESSAGE_AUTHORS = ['member', 'staff'] as const;
export type MessageAuthor = (typeof MESSAGE_AUTHORS)[number];

/** The longest subject and message a member or staff person may send. */
export const MAX_SUBJECT_LENGTH = 120;
export const MAX_MESSAGE_LENGTH = 5000;

/** Member services' inbox a page at a time (as the claims list pages): this many by default, at most that. */
export const STAFF_INBOX_PAGE_SIZE = 20;
export const STAFF_INBOX_MAX_PAGE_SIZE = 50;
