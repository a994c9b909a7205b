import { SessionStatus } from '@dash/domain/api';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';

/** GET session: the cheap authenticated call that counts as a use, so the session stays ("Stay signed in"). */
export function keepSession(): Promise<SessionStatus> {
  return apiRequest(apiPaths.session, { schema: SessionStatus });
}
