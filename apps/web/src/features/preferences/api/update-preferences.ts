import { Preferences, type PreferencesUpdate } from '@dash/domain/api';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';
import { getTemporaryToken } from '@/lib/session';

/** PUT account/preferences (document 1 §7): flags as Y/N, with the temporary token mid-login. */
export function updatePreferences(update: PreferencesUpdate): Promise<Preferences> {
  return apiRequest(apiPaths.preferences, {
    method: 'PUT',
    body: update,
    schema: Preferences,
    token: getTemporaryToken() ?? undefined,
  });
}
