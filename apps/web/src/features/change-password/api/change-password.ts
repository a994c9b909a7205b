import { API_PATHS, type ChangePasswordRequest } from '@dash/domain/api';
import { apiRequest } from '@/lib/api-client';

/**
 * PUT account/password (document 1 §7); 204 when changed. Mid-login (INI, FRC) it carries the
 * temporary token, otherwise the session token.
 */
export function changePassword(request: ChangePasswordRequest, temporaryToken: string | null): Promise<null> {
  return apiRequest(API_PATHS.password, {
    method: 'PUT',
    body: request,
    schema: () => import('@dash/domain/api/no-content').then((m) => m.NoContent),
    ...(temporaryToken ? { token: temporaryToken } : {}),
  });
}
