import { API_PATHS, getApiPath } from '@dash/domain/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

interface StaffAssignment {
  readonly staffToken: string;
  readonly conversationId: string;
  readonly accountId: number;
}

/** POST staff/messages/{conversationId}/assign: to a staff member of the brand. */
export async function assignConversation({ staffToken, conversationId, accountId }: StaffAssignment) {
  const contract = await import('@dash/domain/api/secure-messages');
  return apiRequest(getApiPath(API_PATHS.staffMessageAssign, { conversationId }), {
    method: 'POST',
    token: staffToken,
    body: contract.StaffAssignRequest.parse({ accountId }),
    schema: contract.ConversationChanged,
    globalErrorHandling: false,
  });
}

export function useAssignConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff-messages'] }),
  });
}
