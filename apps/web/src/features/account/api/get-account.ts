import { AccountDetails, API_PATHS } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET account (document 1 §7): the account details of document 2 §3, resolved before the area opens. */
export function getAccount(signal?: AbortSignal): Promise<AccountDetails> {
  return apiRequest(API_PATHS.account, { schema: AccountDetails, signal });
}

// The same key as the other areas' account query: one cached answer for all.
export const accountQueryOptions = () =>
  queryOptions({ queryKey: ['account'], queryFn: ({ signal }) => getAccount(signal) });

export const useAccount = () => useQuery(accountQueryOptions());
