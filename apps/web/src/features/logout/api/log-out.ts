import { z } from 'zod';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';

/** POST logout: revokes the session on the server and answers 204. Failures are the caller's to ignore. */
export function logOut(token: string): Promise<null> {
  return apiRequest(apiPaths.logout, { method: 'POST', token, schema: z.null(), globalErrorHandling: false });
}
