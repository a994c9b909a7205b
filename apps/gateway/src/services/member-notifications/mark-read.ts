import type { MemberNotificationUnread } from '@dash/domain/api';
import { NotFoundError } from '../../errors';
import type { MemberNotificationsRepository } from '../../repositories/member-notifications-repository';
import { type Caller, requireMemberKey } from '../caller';

type Deps = { readonly notifications: MemberNotificationsRepository; readonly now: () => Date };

/** The shell's count (issue 39 §2). */
export function createCountUnread(deps: Deps) {
  return async (caller: Caller): Promise<MemberNotificationUnread> => ({
    unreadCount: await deps.notifications.countUnread(requireMemberKey(caller)),
  });
}

/**
 * Marks one of the member's notifications read: another member's is not found. A login-as session is
 * refused by the staff policy (plugins/staff-writes.ts), so the member still sees what is new.
 */
export function createMarkRead(deps: Deps) {
  return async (caller: Caller, notificationId: number): Promise<MemberNotificationUnread> => {
    const memberKey = requireMemberKey(caller);
    const found = await deps.notifications.markRead(memberKey, notificationId, deps.now());
    if (!found) throw new NotFoundError('server.notFound');
    return { unreadCount: await deps.notifications.countUnread(memberKey) };
  };
}

export function createMarkAllRead(deps: Deps) {
  return async (caller: Caller): Promise<MemberNotificationUnread> => {
    const memberKey = requireMemberKey(caller);
    await deps.notifications.markAllRead(memberKey, deps.now());
    return { unreadCount: await deps.notifications.countUnread(memberKey) };
  };
}
