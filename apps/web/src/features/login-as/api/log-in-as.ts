import { API_PATHS, type LoginAsRequest, type LoginAsResponse } from '@dash/domain/api';
import { apiRequest } from '@/lib/api-client';

/**
 * POST login-as (document 1 §7) with the staff token. Its 400 and 404 responses are the screen's to show
 * (document 1 §8); the global handling leaves them alone.
 */
export async function logInAs(request: LoginAsRequest, staffToken: string): Promise<LoginAsResponse> {
  const contract = await import('@dash/domain/api/login-as');
  return apiRequest(API_PATHS.loginAs, {
    method: 'POST',
    token: staffToken,
    body: contract.LoginAsRequest.parse(request),
    schema: contract.LoginAsResponse,
  });
}
