import {
  API_PATHS,
  type SettingsPreferencesResponse,
  type SettingsPreferencesUpdate,
} from '@dash/domain/api';
import { apiRequest } from '@/lib/api-client';
import { ifMatch } from '@/lib/if-match';

/** PUT account/settings/preferences: a stale version's 412 is the screen's to handle, not the global one's. */
export function updateSettingsPreferences(
  update: SettingsPreferencesUpdate,
): Promise<SettingsPreferencesResponse> {
  return apiRequest(API_PATHS.settingsPreferences, {
    schema: () => import('@dash/domain/api/account-area').then((m) => m.SettingsPreferencesResponse),
    method: 'PUT',
    body: update,
    headers: ifMatch(update.version),
    globalErrorHandling: false,
  });
}
