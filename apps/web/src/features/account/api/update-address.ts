import { AddressResponse, type AddressUpdate, API_PATHS } from '@dash/domain/api';
import { apiRequest } from '@/lib/api-client';

/**
 * PUT account/address: the screen handles its own failures (a stale version's 409, a field's 400),
 * so they are kept from the global handling.
 */
export function updateAddress(update: AddressUpdate): Promise<AddressResponse> {
  return apiRequest(API_PATHS.accountAddress, {
    schema: AddressResponse,
    method: 'PUT',
    body: update,
    globalErrorHandling: false,
  });
}
