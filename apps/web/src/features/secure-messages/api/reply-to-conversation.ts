import { API_PATHS, getApiPath } from '@dash/domain/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST secure-messages/{conversationId}/replies: the member's reply (body and files), as multipart. */
export function replyToConversation({ conversationId, form }: { conversationId: string; form: FormData }) {
  return apiRequest(getApiPath(API_PATHS.secureMessageReplies, { conversationId }), {
    method: 'POST',
    body: form,
    schema: () => import('@dash/domain/api/secure-messages').then((m) => m.ConversationChanged),
    globalErrorHandling: false,
  });
}

export function useReplyToConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['secure-messages'] }),
  });
}
