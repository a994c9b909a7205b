import { type AccountAccessResponse, API_PATHS } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** GET account/access (issue 15): the account's open sessions and its staff login-as history. */
export function getAccountAccess(call?: ApiCall): Promise<AccountAccessResponse> {
  return apiRequest(API_PATHS.accountAccess, {
    schema: () => import('@dash/domain/api/account-access').then((m) => m.AccountAccessResponse),
    ...through(call),
  });
}

export const accountAccessQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'access'], queryFn: (call) => getAccountAccess(call) });

export const useAccountAccess = () => useQuery(accountAccessQueryOptions());
