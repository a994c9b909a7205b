import { API_PATHS, type EobPage, type EobsQuery } from '@dash/domain/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';
import { withSearch } from './with-search';

export type EobsSearch = { readonly [K in keyof EobsQuery]?: string };

/** The filters of /eobs, and with its page the query keys the page reads from its address. */
export const EOB_FILTER_FIELDS = ['suffix', 'startDate', 'endDate'] as const;
export const EOB_SEARCH_KEYS = [...EOB_FILTER_FIELDS, 'page'] as const;

/** The address of GET eobs with the filters and page set in `search`. */
export function eobsPath(search: EobsSearch): string {
  return withSearch(API_PATHS.eobs, search);
}

/** GET eobs (subscribers only, document 2 §6); its failures are this screen's (document 1 §8). */
export function getEobs(search: EobsSearch, call?: ApiCall): Promise<EobPage> {
  return apiRequest(eobsPath(search), {
    schema: () => import('@dash/domain/api/claims').then((m) => m.EobPage),
    ...through(call),
  });
}

export const eobsQueryOptions = (search: EobsSearch) =>
  queryOptions({
    queryKey: ['eobs', eobsPath(search)],
    queryFn: (call) => getEobs(search, call),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useEobs = (search: EobsSearch) => useQuery(eobsQueryOptions(search));
