import { type AddressResponse, API_PATHS } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** GET account/address (document 1 §7): the family address, its version and whether the member may edit it. */
export function getAddress(call?: ApiCall): Promise<AddressResponse> {
  return apiRequest(API_PATHS.accountAddress, {
    schema: () => import('@dash/domain/api/account-area').then((m) => m.AddressResponse),
    ...through(call),
  });
}

export const addressQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'address'], queryFn: (call) => getAddress(call) });

export const useAddress = () => useQuery(addressQueryOptions());
