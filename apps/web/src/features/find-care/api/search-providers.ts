import { API_PATHS, type PcpSearchRequest, type PcpSearchResponse } from '@dash/domain/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

export interface ProviderSearchParams {
  readonly request: PcpSearchRequest;
  readonly page: number;
  readonly size: number;
}

/** POST pcp/search {members, radius, zip, searchString} with size and page (document 2 §7, §9). */
export function searchProviders(params: ProviderSearchParams, call?: ApiCall): Promise<PcpSearchResponse> {
  const query = new URLSearchParams({ page: String(params.page), size: String(params.size) });
  return apiRequest(`${API_PATHS.pcpSearch}?${query}`, {
    schema: () => import('@dash/domain/api/find-care').then((m) => m.PcpSearchResponse),
    method: 'POST',
    body: params.request,
    ...through(call),
  });
}

export const providerSearchQueryOptions = (params: ProviderSearchParams) =>
  queryOptions({
    // The search's body as its text: a cache argument is a string, number or date (document 1 §8).
    queryKey: ['pcp', 'search', JSON.stringify(params.request), params.page, params.size],
    queryFn: (call) => searchProviders(params, call),
    // The previous page stays on screen while the next one loads: no jump.
    placeholderData: keepPreviousData,
  });

export const useProviderSearch = (params: ProviderSearchParams | null) =>
  useQuery({
    ...providerSearchQueryOptions(
      params ?? { request: { members: [], radius: 10, zip: '', searchString: '' }, page: 0, size: 1 },
    ),
    enabled: params !== null,
  });
