import { MEMBER_NOTIFICATION_FACTS } from '@dash/domain';
import {
  MemberNotificationKind,
  type MemberNotificationList,
  type MemberNotificationsQuery,
} from '@dash/domain/api';
import type { MemberNotificationsRepository } from '../../repositories/member-notifications-repository';
import { type Caller, requireMemberKey } from '../caller';

const PAGE_SIZE = 20;

/** GET member-notifications (issue 39 §2): the session's member's, newest first, with each one's link. */
export function createListNotifications(deps: { readonly notifications: MemberNotificationsRepository }) {
  return async function list(
    caller: Caller,
    query: MemberNotificationsQuery,
  ): Promise<MemberNotificationList> {
    const memberKey = requireMemberKey(caller);
    const limit = query.limit ?? PAGE_SIZE;
    // One more than the page, to know whether another follows.
    const rows = await deps.notifications.list(memberKey, { before: query.before ?? null, limit: limit + 1 });
    const page = rows.slice(0, limit);
    const notifications = page.flatMap((row) => {
      const kind = MemberNotificationKind.safeParse(row.kind);
      if (!kind.success) return [];
      const facts = MEMBER_NOTIFICATION_FACTS[kind.data];
      return [
        {
          notificationId: row.notificationId,
          kind: kind.data,
          isSecurity: facts.isSecurity,
          link: facts.link,
          occurredAt: row.occurredAt.toISOString(),
          readAt: row.readAt?.toISOString() ?? null,
        },
      ];
    });
    return {
      notifications,
      unreadCount: await deps.notifications.countUnread(memberKey),
      nextBefore: rows.length > limit ? (page.at(-1)?.notificationId ?? null) : null,
    };
  };
}
