import { API_PATHS, type HomeData } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** GET home: the home data of document 2 §3 in one response, fetched beside GET shell (one round trip). */
export function getHome(call?: ApiCall): Promise<HomeData> {
  return apiRequest(API_PATHS.home, {
    schema: () => import('@dash/domain/api/home').then((m) => m.HomeData),
    ...through(call),
  });
}

export const homeQueryOptions = () => queryOptions({ queryKey: ['home'], queryFn: (call) => getHome(call) });

export const useHome = () => useQuery(homeQueryOptions());
