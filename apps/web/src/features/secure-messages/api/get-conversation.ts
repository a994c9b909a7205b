import { API_PATHS, type ConversationDetail, getApiPath } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** GET secure-messages/{conversationId}: one conversation, which the member has then read. */
export function getConversation(conversationId: string, call?: ApiCall): Promise<ConversationDetail> {
  return apiRequest(getApiPath(API_PATHS.secureMessage, { conversationId }), {
    schema: () => import('@dash/domain/api/secure-messages').then((m) => m.ConversationDetail),
    ...through(call),
  });
}

export const conversationQueryOptions = (conversationId: string) =>
  queryOptions({
    queryKey: ['secure-messages', conversationId],
    queryFn: (call) => getConversation(conversationId, call),
    retry: false,
  });

export const useConversation = (conversationId: string) => useQuery(conversationQueryOptions(conversationId));
