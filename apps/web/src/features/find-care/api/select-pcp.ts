import { API_PATHS, type PcpSelectRequest } from '@dash/domain/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST pcp/select {pcpSelectList, providerId, email}: text response (document 2 §7). */
export function selectPcp(body: PcpSelectRequest): Promise<string> {
  return apiRequest(API_PATHS.pcpSelect, {
    schema: () => import('@dash/domain/api/find-care').then((m) => m.PcpSelectResponse),
    method: 'POST',
    body,
  });
}

/** The selection, then the history and home read again so they show it. */
export function useSelectPcp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: selectPcp,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['pcp'] }),
        client.invalidateQueries({ queryKey: ['home'] }),
        client.invalidateQueries({ queryKey: ['shell'] }),
      ]);
    },
  });
}
