import { API_PATHS, ChatConfig } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The chat configuration (document 1 §7); a missing one means no chat, never an error page. */
export function getChatConfig(signal?: AbortSignal): Promise<ChatConfig> {
  return apiRequest(API_PATHS.chatConfig, { schema: ChatConfig, signal, globalErrorHandling: false });
}

export const useChatConfig = () =>
  useQuery(
    queryOptions({
      queryKey: ['chat-config'],
      queryFn: ({ signal }) => getChatConfig(signal),
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    }),
  );
