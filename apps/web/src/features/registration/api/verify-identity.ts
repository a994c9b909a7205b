import { API_PATHS, type RegistrationIdentity, type RegistrationIdentityResponse } from '@dash/domain/api';
import { apiRequest } from '@/lib/api-client';

/** POST account/registration/identity (issue 14): the first step; failures are this screen's (document 1 §8). */
export function verifyIdentity(identity: RegistrationIdentity): Promise<RegistrationIdentityResponse> {
  return apiRequest(API_PATHS.registrationIdentity, {
    method: 'POST',
    body: identity,
    schema: () => import('@dash/domain/api/registration').then((m) => m.RegistrationIdentityResponse),
  });
}
