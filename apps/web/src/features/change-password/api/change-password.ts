import type { ChangePasswordRequest } from '@dash/domain/api';
import { API_PATHS } from '@dash/domain/api';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** PUT account/password (document 1 §7) with the session token; 204 when changed. */
export function changePassword(request: ChangePasswordRequest): Promise<null> {
  return apiRequest(API_PATHS.password, { method: 'PUT', body: request, schema: z.null() });
}
