import { Preferences, RelevantPreferencesResponse } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';
import { getTemporaryToken } from '@/lib/session';

export interface PreferencesFormData {
  readonly stored: Preferences;
  readonly relevant: RelevantPreferencesResponse;
}

/** GET account/preferences and account/relevant-preferences (document 1 §7), side by side, with the temporary token. */
export async function getPreferencesFormData(signal?: AbortSignal): Promise<PreferencesFormData> {
  const token = getTemporaryToken() ?? undefined;
  const [stored, relevant] = await Promise.all([
    apiRequest(apiPaths.preferences, { schema: Preferences, token, signal }),
    apiRequest(apiPaths.relevantPreferences, { schema: RelevantPreferencesResponse, token, signal }),
  ]);
  return { stored, relevant };
}

export const preferencesFormDataQuery = () =>
  queryOptions({
    queryKey: ['preferences-form-data'],
    queryFn: ({ signal }) => getPreferencesFormData(signal),
    staleTime: 0,
  });

export const usePreferencesFormData = () => useQuery(preferencesFormDataQuery());
