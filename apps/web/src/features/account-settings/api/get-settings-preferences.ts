import { API_PATHS, type SettingsPreferencesResponse } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** GET account/settings/preferences: the preferences, the controls to show and their version (decision 012). */
export function getSettingsPreferences(call?: ApiCall): Promise<SettingsPreferencesResponse> {
  return apiRequest(API_PATHS.settingsPreferences, {
    schema: () => import('@dash/domain/api/account-area').then((m) => m.SettingsPreferencesResponse),
    ...through(call),
  });
}

export const settingsPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'settings-preferences'],
    queryFn: (call) => getSettingsPreferences(call),
  });

export const useSettingsPreferences = () => useQuery(settingsPreferencesQueryOptions());
