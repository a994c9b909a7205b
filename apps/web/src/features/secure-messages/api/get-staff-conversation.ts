import { API_PATHS, getApiPath } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** GET staff/messages/{conversationId} with the staff token: a conversation of the brand (audited). */
export function getStaffConversation(staffToken: string, conversationId: string, call?: ApiCall) {
  return apiRequest(getApiPath(API_PATHS.staffMessage, { conversationId }), {
    schema: () => import('@dash/domain/api/secure-messages').then((m) => m.ConversationDetail),
    token: staffToken,
    globalErrorHandling: false,
    ...through(call),
  });
}

export const staffConversationQueryOptions = (staffToken: string, conversationId: string) =>
  queryOptions({
    queryKey: ['staff-messages', 'conversation', conversationId],
    queryFn: (call) => getStaffConversation(staffToken, conversationId, call),
    retry: false,
  });

export const useStaffConversation = (staffToken: string, conversationId: string) =>
  useQuery(staffConversationQueryOptions(staffToken, conversationId));
