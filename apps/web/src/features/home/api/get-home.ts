import { API_PATHS, HomeData } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET home: the home data of document 2 §3 in one answer, fetched beside GET shell (one round trip). */
export function getHome(signal?: AbortSignal): Promise<HomeData> {
  return apiRequest(API_PATHS.home, { schema: HomeData, signal });
}

export const homeQueryOptions = () =>
  queryOptions({ queryKey: ['home'], queryFn: ({ signal }) => getHome(signal) });

export const useHome = () => useQuery(homeQueryOptions());
