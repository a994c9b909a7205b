import { getPageInfo, LOGIN_AS_ROLES } from '@dash/domain';
import type { ConversationDetail, StaffInbox, StaffInboxQuery } from '@dash/domain/api';
import { NotFoundError } from '../../errors';
import type { Caller } from '../caller';
import { requireStaff } from './message-caller';
import { getLastShown, toDetail, toSummaries } from './message-views';
import type { AttachmentDownload, SecureMessagesDeps } from './secure-messages-deps';

/** The action a staff session's read of member data is audited under (plugins/audit-routes.ts). */
export const STAFF_READ_ACTION = 'staff-read';

type Deps = Pick<SecureMessagesDeps, 'messages' | 'audit' | 'now'>;

function auditRead(
  deps: Deps,
  caller: Caller,
  targetMemberKey: string | null,
  detail: Record<string, unknown>,
) {
  return deps.audit({
    action: STAFF_READ_ACTION,
    actorAccountId: caller.session.accountId,
    targetMemberKey,
    clientAddress: caller.clientAddress,
    detail: { area: 'secure-messages', domainId: caller.domainId, staffRole: caller.session.role, ...detail },
  });
}

/**
 * GET staff/messages (issue 39 §1): a page of the brand's conversations, open ones unless asked otherwise,
 * with the brand's staff to assign them to; never another brand's. Audited as a staff read.
 */
export function createStaffInbox(deps: Deps) {
  return async function inbox(caller: Caller, query: StaffInboxQuery): Promise<StaffInbox> {
    requireStaff(caller);
    const status = query.status ?? 'open';
    const scope = { domainId: caller.domainId };
    const { page, size } = query;
    const rows = await deps.messages.listConversations(scope, status, { offset: page * size, limit: size });
    const total = await deps.messages.countConversations(scope, status);
    const sent = await deps.messages.listMessages(rows.map((row) => row.conversationId));
    const staff = await deps.messages.listAccountsWithRoles(caller.domainId, LOGIN_AS_ROLES);
    await auditRead(deps, caller, null, { list: 'inbox', status, page, rows: rows.length });
    return {
      conversations: toSummaries(rows, sent, 'staff'),
      staff,
      page: getPageInfo(page, size, total, rows.length),
    };
  };
}

/** GET staff/messages/:conversationId: a conversation of the brand, now read by staff; audited. */
export function createGetStaffConversation(deps: Deps) {
  return async function get(caller: Caller, conversationId: number): Promise<ConversationDetail> {
    requireStaff(caller);
    const row = await deps.messages.findConversation({ domainId: caller.domainId }, conversationId);
    if (!row) throw new NotFoundError('secureMessages.notFound');
    const sent = await deps.messages.listMessages([conversationId]);
    const files = await deps.messages.listAttachments(sent.map((message) => message.messageId));
    const lastSeen = getLastShown(sent);
    // Read up to the last message shown, not up to now: a message written meanwhile stays unread.
    const staffLastReadMessageId = lastSeen
      ? await deps.messages.markReadUpTo(conversationId, 'staff', lastSeen.messageId)
      : row.staffLastReadMessageId;
    await auditRead(deps, caller, row.memberKey, { conversationId });
    return toDetail(caller, 'staff', { ...row, staffLastReadMessageId }, sent, files, deps.now());
  };
}

/** GET staff/messages/attachments/:attachmentId: a file of a conversation of the brand; audited. */
export function createGetStaffAttachment(deps: Deps) {
  return async function getAttachment(caller: Caller, attachmentId: number): Promise<AttachmentDownload> {
    requireStaff(caller);
    const file = await deps.messages.findAttachment({ domainId: caller.domainId }, attachmentId);
    if (!file) throw new NotFoundError('secureMessages.attachmentNotFound');
    await auditRead(deps, caller, file.memberKey, { conversationId: file.conversationId, attachmentId });
    return file;
  };
}
