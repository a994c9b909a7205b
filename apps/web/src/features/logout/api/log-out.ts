import { API_PATHS } from '@dash/domain/api';
import { apiRequest } from '@/lib/api-client';

/** POST logout: revokes the session on the server and responds 204. Failures are the caller's to ignore. */
export function logOut(token: string): Promise<null> {
  return apiRequest(API_PATHS.logout, {
    method: 'POST',
    token,
    schema: () => import('@dash/domain/api/no-content').then((m) => m.NoContent),
    globalErrorHandling: false,
  });
}
