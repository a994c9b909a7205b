import { API_PATHS, type ConversationChanged } from '@dash/domain/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST secure-messages (issue 39 §1): the form as it stands (subject, topic, body and the files as
 * `attachments`), sent as multipart. A refusal is shown on the form, which keeps what was typed.
 */
export function startConversation(form: FormData): Promise<ConversationChanged> {
  return apiRequest(API_PATHS.secureMessages, {
    method: 'POST',
    body: form,
    schema: () => import('@dash/domain/api/secure-messages').then((m) => m.ConversationChanged),
    globalErrorHandling: false,
  });
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['secure-messages'] }),
  });
}
