import { API_PATHS, getApiPath } from '@dash/domain/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

interface StaffReply {
  readonly staffToken: string;
  readonly conversationId: string;
  readonly body: string;
}

/** POST staff/messages/{conversationId}/replies: staff answer, signed with their display name. */
export async function sendStaffReply({ staffToken, conversationId, body }: StaffReply) {
  const contract = await import('@dash/domain/api/secure-messages');
  return apiRequest(getApiPath(API_PATHS.staffMessageReplies, { conversationId }), {
    method: 'POST',
    token: staffToken,
    body: contract.ReplyFields.parse({ body }),
    schema: contract.ConversationChanged,
    globalErrorHandling: false,
  });
}

export function useStaffReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendStaffReply,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff-messages'] }),
  });
}
