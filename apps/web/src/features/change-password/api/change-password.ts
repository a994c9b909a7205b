import type { ChangePasswordRequest } from '@dash/domain/api';
import { z } from 'zod';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';

/**
 * PUT account/password (document 1 §7); 204 when changed. Mid-login (INI, FRC) it carries the
 * temporary token, otherwise the session token.
 */
export function changePassword(request: ChangePasswordRequest, temporaryToken: string | null): Promise<null> {
  return apiRequest(apiPaths.password, {
    method: 'PUT',
    body: request,
    schema: z.null(),
    ...(temporaryToken ? { token: temporaryToken } : {}),
  });
}
