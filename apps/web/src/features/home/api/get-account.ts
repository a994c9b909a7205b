import { AccountDetails } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';

/** GET account (document 1 §7) with the session token. */
export function getAccount(signal?: AbortSignal): Promise<AccountDetails> {
  return apiRequest(apiPaths.account, { schema: AccountDetails, signal });
}

export const accountQueryOptions = () =>
  queryOptions({ queryKey: ['account'], queryFn: ({ signal }) => getAccount(signal) });

export const useAccount = () => useQuery(accountQueryOptions());
