import { API_PATHS, type HandbookDocumentList } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** GET handbooks: the member handbook and Certificate of Coverage of the member's group. */
export function getHandbooks(call?: ApiCall): Promise<HandbookDocumentList> {
  return apiRequest(API_PATHS.handbooks, {
    schema: () => import('@dash/domain/api/benefit-resources').then((m) => m.HandbookDocumentList),
    ...through(call),
  });
}

export const handbooksQueryOptions = () =>
  queryOptions({ queryKey: ['handbooks'], queryFn: (call) => getHandbooks(call) });

export const useHandbooks = () => useQuery(handbooksQueryOptions());
