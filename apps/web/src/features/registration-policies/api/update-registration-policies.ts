import {
  API_PATHS,
  type RegistrationPoliciesResponse,
  type RegistrationPoliciesUpdate,
} from '@dash/domain/api';
import { apiRequest } from '@/lib/api-client';
import { getTemporaryToken } from '@/lib/session';

/** PUT account/registration/policies (document 1 §7) with the temporary token. */
export function updateRegistrationPolicies(
  update: RegistrationPoliciesUpdate,
): Promise<RegistrationPoliciesResponse> {
  return apiRequest(API_PATHS.registrationPolicies, {
    method: 'PUT',
    body: update,
    schema: () =>
      import('@dash/domain/api/registration-policies').then((m) => m.RegistrationPoliciesResponse),
    token: getTemporaryToken() ?? undefined,
  });
}
