import { API_PATHS, type ConversationList } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** GET secure-messages (issue 39 §1): the member's conversations with their unread replies. */
export function getConversations(call?: ApiCall): Promise<ConversationList> {
  return apiRequest(API_PATHS.secureMessages, {
    schema: () => import('@dash/domain/api/secure-messages').then((m) => m.ConversationList),
    ...through(call),
  });
}

export const conversationsQueryOptions = () =>
  queryOptions({ queryKey: ['secure-messages'], queryFn: (call) => getConversations(call), retry: false });

export const useConversations = () => useQuery(conversationsQueryOptions());
