import { API_PATHS, type PasswordRecoveryRequest, type RecoveryAnswer } from '@dash/domain/api';
import { apiRequest } from '@/lib/api-client';

/** POST recovery/forgot-password (issue 14): e-mails a one-time link; the same response for any username. */
export function recoverPassword(request: PasswordRecoveryRequest): Promise<RecoveryAnswer> {
  return apiRequest(API_PATHS.passwordRecovery, {
    method: 'POST',
    body: request,
    schema: () => import('@dash/domain/api/recovery').then((m) => m.RecoveryAnswer),
  });
}
