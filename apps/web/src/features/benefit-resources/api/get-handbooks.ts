import { API_PATHS, HandbookDocumentList } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET handbooks: the member handbook and Certificate of Coverage of the member's group. */
export function getHandbooks(signal?: AbortSignal): Promise<HandbookDocumentList> {
  return apiRequest(API_PATHS.handbooks, { schema: HandbookDocumentList, signal });
}

export const handbooksQueryOptions = () =>
  queryOptions({ queryKey: ['handbooks'], queryFn: ({ signal }) => getHandbooks(signal) });

export const useHandbooks = () => useQuery(handbooksQueryOptions());
