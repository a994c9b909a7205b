import { API_PATHS, type SecurityAnswersUpdate, SecurityQuestionsResponse } from '@dash/domain/api';
import { apiRequest } from '@/lib/api-client';

/** PUT security-answers (document 1 §7): a wrong password (400) or stale version (409) is the screen's to show. */
export function updateSecurityAnswers(update: SecurityAnswersUpdate): Promise<SecurityQuestionsResponse> {
  return apiRequest(API_PATHS.securityAnswers, {
    schema: SecurityQuestionsResponse,
    method: 'PUT',
    body: update,
    globalErrorHandling: false,
  });
}
