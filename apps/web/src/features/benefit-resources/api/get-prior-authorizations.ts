import { API_PATHS, type PriorAuthorizationList } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** GET prior-authorizations: the family's prior authorizations with status, service, provider and dates. */
export function getPriorAuthorizations(call?: ApiCall): Promise<PriorAuthorizationList> {
  return apiRequest(API_PATHS.priorAuthorizations, {
    schema: () => import('@dash/domain/api/benefit-resources').then((m) => m.PriorAuthorizationList),
    ...through(call),
  });
}

export const priorAuthorizationsQueryOptions = () =>
  queryOptions({
    queryKey: ['prior-authorizations'],
    queryFn: (call) => getPriorAuthorizations(call),
  });

export const usePriorAuthorizations = () => useQuery(priorAuthorizationsQueryOptions());
