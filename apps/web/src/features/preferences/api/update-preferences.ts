import { API_PATHS, type Preferences, type PreferencesUpdate } from '@dash/domain/api';
import { apiRequest } from '@/lib/api-client';
import { getTemporaryToken } from '@/lib/session';

/** PUT account/preferences (document 1 §7): flags as Y/N, with the temporary token mid-login. */
export function updatePreferences(update: PreferencesUpdate): Promise<Preferences> {
  return apiRequest(API_PATHS.preferences, {
    method: 'PUT',
    body: update,
    schema: () => import('@dash/domain/api/account').then((m) => m.Preferences),
    token: getTemporaryToken() ?? undefined,
  });
}
