import { API_PATHS, type ClaimPage, type ClaimsQuery } from '@dash/domain/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';
import { withSearch } from './with-search';

/** The query as the gateway reads it: text values, absent when not set. */
export type ClaimsSearch = { readonly [K in keyof ClaimsQuery]?: string };

/** The query keys of /claims: its filters and page (the address's search parameters). */
export const CLAIMS_SEARCH_KEYS = ['suffix', 'category', 'status', 'startDate', 'endDate', 'page'] as const;

/** The address of GET claims with the filters and page set in `search`. */
export function claimsPath(search: ClaimsSearch): string {
  return withSearch(API_PATHS.claims, search);
}

/** GET claims with the filters and page (issue 14); its failures are this screen's (document 1 §8). */
export function getClaims(search: ClaimsSearch, call?: ApiCall): Promise<ClaimPage> {
  return apiRequest(claimsPath(search), {
    schema: () => import('@dash/domain/api/claims').then((m) => m.ClaimPage),
    ...through(call),
  });
}

export const claimsQueryOptions = (search: ClaimsSearch) =>
  queryOptions({
    queryKey: ['claims', claimsPath(search)],
    queryFn: (call) => getClaims(search, call),
    // The previous page stays on screen while the next loads: no jump, no flash of the skeleton.
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useClaims = (search: ClaimsSearch) => useQuery(claimsQueryOptions(search));
