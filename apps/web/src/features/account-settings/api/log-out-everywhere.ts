import { API_PATHS } from '@dash/domain/api';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** POST logout/everywhere: ends every session of the account, this one too (issue 10 point 10). */
export function logOutEverywhere(): Promise<null> {
  return apiRequest(API_PATHS.logoutEverywhere, {
    method: 'POST',
    schema: z.null(),
    globalErrorHandling: false,
  });
}
