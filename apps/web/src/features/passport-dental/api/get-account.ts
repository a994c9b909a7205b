import { AccountDetails, API_PATHS } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET account (document 1 §7) with the session token: the parent group decides the plan-specific link. */
export function getAccount(signal?: AbortSignal): Promise<AccountDetails> {
  return apiRequest(API_PATHS.account, { schema: AccountDetails, signal });
}

// The same key as the home page's account query: one cached answer for both.
export const useAccount = () =>
  useQuery(queryOptions({ queryKey: ['account'], queryFn: ({ signal }) => getAccount(signal) }));
