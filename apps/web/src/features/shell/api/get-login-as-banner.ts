import { API_PATHS, type LoginAsBanner } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** GET login-as/banner (issue 15): who is acting as whom; asked only in a staff login-as session. */
export function getLoginAsBanner(call?: ApiCall): Promise<LoginAsBanner> {
  return apiRequest(API_PATHS.loginAsBanner, {
    schema: () => import('@dash/domain/api/account-access').then((m) => m.LoginAsBanner),
    ...through(call),
    globalErrorHandling: false,
  });
}

export const loginAsBannerQueryOptions = () =>
  queryOptions({
    queryKey: ['shell', 'login-as-banner'],
    queryFn: (call) => getLoginAsBanner(call),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useLoginAsBanner = (enabled: boolean) => useQuery({ ...loginAsBannerQueryOptions(), enabled });
