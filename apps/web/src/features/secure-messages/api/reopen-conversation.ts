import { API_PATHS, type ConversationChanged, getApiPath } from '@dash/domain/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST secure-messages/{conversationId}/reopen: within 30 days of its closing (issue 39 §1). */
export function reopenConversation(conversationId: string): Promise<ConversationChanged> {
  return apiRequest(getApiPath(API_PATHS.secureMessageReopen, { conversationId }), {
    method: 'POST',
    schema: () => import('@dash/domain/api/secure-messages').then((m) => m.ConversationChanged),
    globalErrorHandling: false,
  });
}

export function useReopenConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['secure-messages'] }),
  });
}
