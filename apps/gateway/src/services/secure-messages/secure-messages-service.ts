import {
  createGetConversation,
  createGetMemberAttachment,
  createListConversations,
} from './read-member-conversations';
import {
  createGetStaffAttachment,
  createGetStaffConversation,
  createStaffInbox,
} from './read-staff-conversations';
import type { SecureMessagesDeps } from './secure-messages-deps';
import {
  createReopenConversation,
  createReplyAsMember,
  createStartConversation,
} from './send-member-message';
import { createAssignConversation, createCloseConversation, createStaffReply } from './staff-actions';

/** Secure messages with member services (issue 39 §1): the member's flows, then staff's. */
export function createSecureMessagesService(deps: SecureMessagesDeps) {
  return {
    list: createListConversations(deps),
    get: createGetConversation(deps),
    start: createStartConversation(deps),
    reply: createReplyAsMember(deps),
    reopen: createReopenConversation(deps),
    getAttachment: createGetMemberAttachment(deps),
    staffInbox: createStaffInbox(deps),
    staffGet: createGetStaffConversation(deps),
    staffReply: createStaffReply(deps),
    assign: createAssignConversation(deps),
    close: createCloseConversation(deps),
    staffGetAttachment: createGetStaffAttachment(deps),
  };
}

export type SecureMessagesService = ReturnType<typeof createSecureMessagesService>;
