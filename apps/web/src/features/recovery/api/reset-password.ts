import { API_PATHS, type PasswordResetRequest } from '@dash/domain/api';
import { apiRequest } from '@/lib/api-client';

/** PUT recovery/forgot-password (issue 14): 204 once the password is changed and every session ended. */
export function resetPassword(request: PasswordResetRequest): Promise<null> {
  return apiRequest(API_PATHS.passwordRecovery, {
    method: 'PUT',
    body: request,
    schema: () => import('@dash/domain/api/no-content').then((m) => m.NoContent),
  });
}
