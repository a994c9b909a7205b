import { AccountDetails, API_PATHS } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET account: the family's names and suffixes, and the address whose ZIP code starts a search. */
export function getAccount(signal?: AbortSignal): Promise<AccountDetails> {
  return apiRequest(API_PATHS.account, { schema: AccountDetails, signal });
}

export const accountQueryOptions = () =>
  queryOptions({ queryKey: ['account'], queryFn: ({ signal }) => getAccount(signal) });

export const useAccount = () => useQuery(accountQueryOptions());
