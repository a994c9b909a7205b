import { SessionResponse } from '@dash/domain/api';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';

/** POST session: trades the temporary token for the 2-hour session token once routing ends. */
export function createSession(temporaryToken: string): Promise<SessionResponse> {
  return apiRequest(apiPaths.session, { method: 'POST', token: temporaryToken, schema: SessionResponse });
}
