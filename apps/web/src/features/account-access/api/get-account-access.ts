import { AccountAccessResponse, API_PATHS } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET account/access (issue 15): the account's open sessions and its staff login-as history. */
export function getAccountAccess(signal?: AbortSignal): Promise<AccountAccessResponse> {
  return apiRequest(API_PATHS.accountAccess, { schema: AccountAccessResponse, signal });
}

export const accountAccessQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'access'], queryFn: ({ signal }) => getAccountAccess(signal) });

export const useAccountAccess = () => useQuery(accountAccessQueryOptions());
