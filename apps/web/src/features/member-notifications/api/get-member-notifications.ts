import { API_PATHS, type MemberNotificationList } from '@dash/domain/api';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** GET member-notifications (issue 39 §2): a page, newest first, below `before` when given. */
export function getMemberNotifications(
  before: number | null,
  call?: ApiCall,
): Promise<MemberNotificationList> {
  const url =
    before === null ? API_PATHS.memberNotifications : `${API_PATHS.memberNotifications}?before=${before}`;
  return apiRequest(url, {
    schema: () => import('@dash/domain/api/member-notifications').then((m) => m.MemberNotificationList),
    ...through(call),
  });
}

/** The list a page at a time: "Show older" asks for the page below the last one shown. */
export const memberNotificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['member-notifications', 'list'],
    queryFn: (call) => getMemberNotifications(call.pageParam, call),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
  });

export const useMemberNotifications = () => useInfiniteQuery(memberNotificationsQueryOptions());
