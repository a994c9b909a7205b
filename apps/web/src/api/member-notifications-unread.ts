import { API_PATHS, MemberNotificationUnread } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** GET member-notifications/unread (issue 39 §2): the count the shell's Notifications link shows. */
export function getMemberNotificationsUnread(call?: ApiCall): Promise<MemberNotificationUnread> {
  return apiRequest(API_PATHS.memberNotificationsUnread, {
    schema: MemberNotificationUnread,
    ...through(call),
  });
}

/** Shared by the shell and the notifications page, which refreshes it when it marks one read. */
export const memberNotificationsUnreadQueryOptions = () =>
  queryOptions({
    queryKey: ['member-notifications', 'unread'],
    queryFn: (call) => getMemberNotificationsUnread(call),
  });

/** 0 until the response comes, and when the call fails (the link shows no count). */
export function useMemberNotificationsUnread(): number {
  return useQuery(memberNotificationsUnreadQueryOptions()).data?.unreadCount ?? 0;
}
