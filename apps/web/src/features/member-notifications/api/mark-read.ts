import { API_PATHS, getApiPath, MemberNotificationUnread } from '@dash/domain/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST member-notifications/:id/read, or every one with no id (issue 39 §2): the unread count after it. */
export function markMemberNotificationsRead(
  notificationId: number | null,
): Promise<MemberNotificationUnread> {
  const url =
    notificationId === null
      ? API_PATHS.memberNotificationsReadAll
      : getApiPath(API_PATHS.memberNotificationRead, { notificationId });
  return apiRequest(url, { schema: MemberNotificationUnread, method: 'POST' });
}

/** Marks read, then the list and the shell's count are read again. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markMemberNotificationsRead,
    onSuccess: () => client.invalidateQueries({ queryKey: ['member-notifications'] }),
  });
}
