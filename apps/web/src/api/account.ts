import { type AccountDetails, API_PATHS } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/**
 * GET account (document 1 §7, document 2 §3): the account details, the family's members and their
 * address. One query for every area that reads them (the account pages, the benefits' member selector,
 * find care's ZIP code, Passport Dental's group, the chat's fields, a server-rendered page's responses): one
 * cached response for all.
 */
export function getAccount(call?: ApiCall): Promise<AccountDetails> {
  return apiRequest(API_PATHS.account, {
    schema: () => import('@dash/domain/api/account').then((m) => m.AccountDetails),
    ...through(call),
  });
}

export const accountQueryOptions = () =>
  queryOptions({ queryKey: ['account'], queryFn: (call) => getAccount(call) });

/** The account; `enabled: false` waits (the chat asks only once it is allowed). */
export const useAccount = ({ enabled = true }: { readonly enabled?: boolean } = {}) =>
  useQuery({ ...accountQueryOptions(), enabled });
