import { type AddressResponse, type AddressUpdate, API_PATHS } from '@dash/domain/api';
import { apiRequest } from '@/lib/api-client';
import { ifMatch } from '@/lib/if-match';

/**
 * PUT account/address: the screen handles its own failures (a stale version's 412, a field's 400),
 * so they are kept from the global handling.
 */
export function updateAddress(update: AddressUpdate): Promise<AddressResponse> {
  return apiRequest(API_PATHS.accountAddress, {
    schema: () => import('@dash/domain/api/account-area').then((m) => m.AddressResponse),
    method: 'PUT',
    body: update,
    headers: ifMatch(update.version),
    globalErrorHandling: false,
  });
}
