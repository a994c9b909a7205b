import { API_PATHS, getApiPath, type MemberNotificationUnread } from '@dash/domain/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shellQueryOptions } from '@/api/shell';
import { apiRequest } from '@/lib/api-client';

/** POST member-notifications/:id/read, or every one with no id (issue 39 §2): the unread count after it. */
export function markMemberNotificationsRead(
  notificationId: number | null,
): Promise<MemberNotificationUnread> {
  const url =
    notificationId === null
      ? API_PATHS.memberNotificationsReadAll
      : getApiPath(API_PATHS.memberNotificationRead, { notificationId });
  return apiRequest(url, {
    schema: () => import('@dash/domain/api/member-notifications').then((m) => m.MemberNotificationUnread),
    method: 'POST',
  });
}

/**
 * Marks read, then the list is read again; the shell's count (its bell) takes the count the mark
 * answered with, so the shell is not asked for again.
 */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markMemberNotificationsRead,
    onSuccess: ({ unreadCount }) => {
      client.setQueryData(shellQueryOptions().queryKey, (shell) =>
        shell === undefined ? shell : { ...shell, unreadNotifications: unreadCount },
      );
      return client.invalidateQueries({ queryKey: ['member-notifications'] });
    },
  });
}
