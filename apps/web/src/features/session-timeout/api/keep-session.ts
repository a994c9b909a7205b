import { API_PATHS, type SessionStatus } from '@dash/domain/api';
import { apiRequest } from '@/lib/api-client';

/** GET session: the cheap authenticated call that counts as a use, so the session stays ("Stay signed in"). */
export function keepSession(): Promise<SessionStatus> {
  return apiRequest(API_PATHS.session, {
    schema: () => import('@dash/domain/api/token').then((m) => m.SessionStatus),
  });
}
