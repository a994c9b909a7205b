import { z } from 'zod';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';

/** POST logout/everywhere: ends every session of the account, this one too (issue 10 point 10). */
export function logOutEverywhere(): Promise<null> {
  return apiRequest(apiPaths.logoutEverywhere, {
    method: 'POST',
    schema: z.null(),
    globalErrorHandling: false,
  });
}
