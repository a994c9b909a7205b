import { AddressResponse, API_PATHS } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET account/address (document 1 §7): the family address, its version and whether the member may edit it. */
export function getAddress(signal?: AbortSignal): Promise<AddressResponse> {
  return apiRequest(API_PATHS.accountAddress, { schema: AddressResponse, signal });
}

export const addressQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'address'], queryFn: ({ signal }) => getAddress(signal) });

export const useAddress = () => useQuery(addressQueryOptions());
