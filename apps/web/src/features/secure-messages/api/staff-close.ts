import { API_PATHS, getApiPath } from '@dash/domain/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST staff/messages/{conversationId}/close: the member may reopen it within 30 days. */
export function closeConversation({
  staffToken,
  conversationId,
}: {
  staffToken: string;
  conversationId: string;
}) {
  return apiRequest(getApiPath(API_PATHS.staffMessageClose, { conversationId }), {
    method: 'POST',
    token: staffToken,
    schema: () => import('@dash/domain/api/secure-messages').then((m) => m.ConversationChanged),
    globalErrorHandling: false,
  });
}

export function useCloseConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff-messages'] }),
  });
}
