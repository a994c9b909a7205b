import { API_PATHS, type LoginAsReturnResponse } from '@dash/domain/api';
import { apiRequest } from '@/lib/api-client';

/**
 * POST login-as/return with the session of a login-as (issue 9): the member session ends and the staff
 * person behind it gets a staff token for /login-as again. A refusal (not a login-as session) is the
 * caller's to respond to with the 404 page.
 */
export function returnToStaff(): Promise<LoginAsReturnResponse> {
  return apiRequest(API_PATHS.loginAsReturn, {
    method: 'POST',
    schema: () => import('@dash/domain/api/login-as').then((m) => m.LoginAsReturnResponse),
    globalErrorHandling: false,
  });
}
