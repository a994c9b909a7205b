import { API_PATHS } from '@dash/domain/api';
import { apiRequest } from '@/lib/api-client';
import { whileSessionEnds } from '@/lib/session';

/**
 * POST logout/everywhere: ends every session of the account, this one too (issue 10 point 10). On
 * purpose (`whileSessionEnds`): a call the page still makes with this session meets its end, not an
 * expiry to send the member to /login for while the browser logs out.
 */
export function logOutEverywhere(): Promise<null> {
  return whileSessionEnds(() =>
    apiRequest(API_PATHS.logoutEverywhere, {
      method: 'POST',
      schema: () => import('@dash/domain/api/no-content').then((m) => m.NoContent),
      globalErrorHandling: false,
    }),
  );
}
