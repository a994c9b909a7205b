import { AccountDetails, API_PATHS } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET account (document 2 §3): the family's members for the member selector. */
export function getAccount(signal?: AbortSignal): Promise<AccountDetails> {
  return apiRequest(API_PATHS.account, { schema: AccountDetails, signal });
}

// The same key as the other areas' account query: one cached answer for all.
export const useAccount = () =>
  useQuery(queryOptions({ queryKey: ['account'], queryFn: ({ signal }) => getAccount(signal) }));
