import { API_PATHS, LoginAsRequest, LoginAsResponse } from '@dash/domain/api';
import { apiRequest } from '@/lib/api-client';

/**
 * POST login-as (document 1 §7) with the staff token. Its 400 and 404 responses are the screen's to show
 * (document 1 §8); the global handling leaves them alone.
 */
export function logInAs(request: LoginAsRequest, staffToken: string): Promise<LoginAsResponse> {
  return apiRequest(API_PATHS.loginAs, {
    method: 'POST',
    token: staffToken,
    body: LoginAsRequest.parse(request),
    schema: LoginAsResponse,
  });
}
