import { API_PATHS, type LoginState, type SessionResponse } from '@dash/domain/api';
import { apiRequest } from '@/lib/api-client';

/** GET login-state with the temporary token: what the post-login rule needs (document 1 §4). */
export function getLoginState(temporaryToken: string): Promise<LoginState> {
  return apiRequest(API_PATHS.loginState, {
    token: temporaryToken,
    schema: () => import('@dash/domain/api/login-state').then((m) => m.LoginState),
  });
}

/** POST session: trades the temporary token for the 2-hour session token once routing ends. */
export function createSession(temporaryToken: string): Promise<SessionResponse> {
  return apiRequest(API_PATHS.session, {
    method: 'POST',
    token: temporaryToken,
    schema: () => import('@dash/domain/api/token').then((m) => m.SessionResponse),
  });
}
