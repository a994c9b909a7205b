import { API_PATHS, type ChatConfig } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** The chat configuration (document 1 §7); a missing one means no chat, never an error page. */
export function getChatConfig(call?: ApiCall): Promise<ChatConfig> {
  return apiRequest(API_PATHS.chatConfig, {
    schema: () => import('@dash/domain/api/account').then((m) => m.ChatConfig),
    ...through(call),
    globalErrorHandling: false,
  });
}

export const useChatConfig = () =>
  useQuery(
    queryOptions({
      queryKey: ['chat-config'],
      queryFn: (call) => getChatConfig(call),
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    }),
  );
