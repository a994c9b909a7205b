import { API_PATHS, getApiPath } from '@dash/domain/api';
import { apiRequest } from '@/lib/api-client';

/** DELETE account/sessions/:sessionId: ends another open session of the account; the page shows a failure itself. */
export function endSession(sessionId: string): Promise<null> {
  return apiRequest(getApiPath(API_PATHS.accountSession, { sessionId }), {
    method: 'DELETE',
    schema: () => import('@dash/domain/api/no-content').then((m) => m.NoContent),
    globalErrorHandling: false,
  });
}
