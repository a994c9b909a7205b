import { API_PATHS, SettingsPreferencesResponse } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET account/settings/preferences: the preferences, the controls to show and their version (decision 012). */
export function getSettingsPreferences(signal?: AbortSignal): Promise<SettingsPreferencesResponse> {
  return apiRequest(API_PATHS.settingsPreferences, { schema: SettingsPreferencesResponse, signal });
}

export const settingsPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'settings-preferences'],
    queryFn: ({ signal }) => getSettingsPreferences(signal),
  });

export const useSettingsPreferences = () => useQuery(settingsPreferencesQueryOptions());
