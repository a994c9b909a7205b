import { API_PATHS, type RecoveryAnswer, type UsernameRecoveryRequest } from '@dash/domain/api';
import { apiRequest } from '@/lib/api-client';

/** POST recovery/forgot-username (issue 14): the same response whether or not an account matches. */
export function recoverUsername(request: UsernameRecoveryRequest): Promise<RecoveryAnswer> {
  return apiRequest(API_PATHS.usernameRecovery, {
    method: 'POST',
    body: request,
    schema: () => import('@dash/domain/api/recovery').then((m) => m.RecoveryAnswer),
  });
}
