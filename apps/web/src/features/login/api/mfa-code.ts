import { API_PATHS, type MfaCode, type MfaVerified } from '@dash/domain/api';
import { apiRequest } from '@/lib/api-client';

/**
 * POST mfa/verify (issue 15): the code after the password, with the token that waits for it; a new
 * temporary token carries the sign-in on. A wrong code (400) or a lock (401) is the screen's to show.
 */
export function verifyMfaCode(token: string, body: MfaCode): Promise<MfaVerified> {
  return apiRequest(API_PATHS.mfaVerify, {
    method: 'POST',
    body,
    token,
    schema: () => import('@dash/domain/api/mfa').then((m) => m.MfaVerified),
    globalErrorHandling: false,
  });
}

/** POST mfa/email-code: "E-mail me a new code". */
export function sendNewMfaCode(token: string): Promise<null> {
  return apiRequest(API_PATHS.mfaEmailCode, {
    method: 'POST',
    token,
    schema: () => import('@dash/domain/api/no-content').then((m) => m.NoContent),
    globalErrorHandling: false,
  });
}
