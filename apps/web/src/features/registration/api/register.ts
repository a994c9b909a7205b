import { API_PATHS, type RegistrationRequest, type RegistrationResponse } from '@dash/domain/api';
import { apiRequest } from '@/lib/api-client';

/** POST account/registration (document 1 §7): creates the sign-in; failures are this screen's (§8). */
export function register(request: RegistrationRequest): Promise<RegistrationResponse> {
  return apiRequest(API_PATHS.registration, {
    method: 'POST',
    body: request,
    schema: () => import('@dash/domain/api/registration').then((m) => m.RegistrationResponse),
  });
}
