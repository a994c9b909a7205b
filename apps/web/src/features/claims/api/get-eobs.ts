import { API_PATHS, EobPage, type EobsQuery } from '@dash/domain/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type EobsSearch = { readonly [K in keyof EobsQuery]?: string };

/** GET eobs (subscribers only, document 2 §6); its failures are this screen's (document 1 §8). */
export function getEobs(search: EobsSearch, signal?: AbortSignal): Promise<EobPage> {
  const query = new URLSearchParams(
    Object.entries(search).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const suffix = query.size > 0 ? `?${query.toString()}` : '';
  return apiRequest(`${API_PATHS.eobs}${suffix}`, { schema: EobPage, signal });
}

export const eobsQueryOptions = (search: EobsSearch) =>
  queryOptions({
    queryKey: ['eobs', search],
    queryFn: ({ signal }) => getEobs(search, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useEobs = (search: EobsSearch) => useQuery(eobsQueryOptions(search));
