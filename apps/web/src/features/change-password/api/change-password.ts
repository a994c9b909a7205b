import { API_PATHS, type ChangePasswordRequest } from '@dash/domain/api';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/**
 * PUT account/password (document 1 §7); 204 when changed. Mid-login (INI, FRC) it carries the
 * temporary token, otherwise the session token.
 */
export function changePassword(request: ChangePasswordRequest, temporaryToken: string | null): Promise<null> {
  return apiRequest(API_PATHS.password, {
    method: 'PUT',
    body: request,
    schema: z.null(),
    ...(temporaryToken ? { token: temporaryToken } : {}),
  });
}
