import { API_PATHS, type SecurityAnswersUpdate, type SecurityQuestionsResponse } from '@dash/domain/api';
import { apiRequest } from '@/lib/api-client';
import { ifMatch } from '@/lib/if-match';

/** PUT security-answers (document 1 §7): a wrong password (400) or stale version (412) is the screen's to show. */
export function updateSecurityAnswers(update: SecurityAnswersUpdate): Promise<SecurityQuestionsResponse> {
  return apiRequest(API_PATHS.securityAnswers, {
    schema: () => import('@dash/domain/api/account-area').then((m) => m.SecurityQuestionsResponse),
    method: 'PUT',
    body: update,
    headers: ifMatch(update.version),
    globalErrorHandling: false,
  });
}
