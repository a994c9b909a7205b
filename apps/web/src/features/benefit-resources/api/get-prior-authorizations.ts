import { API_PATHS, PriorAuthorizationList } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET prior-authorizations: the family's prior authorizations with status, service, provider and dates. */
export function getPriorAuthorizations(signal?: AbortSignal): Promise<PriorAuthorizationList> {
  return apiRequest(API_PATHS.priorAuthorizations, { schema: PriorAuthorizationList, signal });
}

export const priorAuthorizationsQueryOptions = () =>
  queryOptions({
    queryKey: ['prior-authorizations'],
    queryFn: ({ signal }) => getPriorAuthorizations(signal),
  });

export const usePriorAuthorizations = () => useQuery(priorAuthorizationsQueryOptions());
