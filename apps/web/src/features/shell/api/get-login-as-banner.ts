import { API_PATHS, LoginAsBanner } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET login-as/banner (issue 15): who is acting as whom; asked only in a staff login-as session. */
export function getLoginAsBanner(signal?: AbortSignal): Promise<LoginAsBanner> {
  return apiRequest(API_PATHS.loginAsBanner, { schema: LoginAsBanner, signal, globalErrorHandling: false });
}

export const loginAsBannerQueryOptions = () =>
  queryOptions({
    queryKey: ['shell', 'login-as-banner'],
    queryFn: ({ signal }) => getLoginAsBanner(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useLoginAsBanner = (enabled: boolean) => useQuery({ ...loginAsBannerQueryOptions(), enabled });
