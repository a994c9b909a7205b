import { API_PATHS, type Preferences, type RelevantPreferencesResponse } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';
import { getTemporaryToken } from '@/lib/session';

export interface PreferencesFormData {
  readonly stored: Preferences;
  readonly relevant: RelevantPreferencesResponse;
}

/** GET account/preferences and account/relevant-preferences (document 1 §7), side by side, with the temporary token. */
export async function getPreferencesFormData(call?: ApiCall): Promise<PreferencesFormData> {
  const token = getTemporaryToken() ?? undefined;
  const [stored, relevant] = await Promise.all([
    apiRequest(API_PATHS.preferences, {
      schema: () => import('@dash/domain/api/account').then((m) => m.Preferences),
      token,
      ...through(call),
    }),
    apiRequest(API_PATHS.relevantPreferences, {
      schema: () => import('@dash/domain/api/preferences').then((m) => m.RelevantPreferencesResponse),
      token,
      ...through(call),
    }),
  ]);
  return { stored, relevant };
}

export const preferencesFormDataQuery = () =>
  queryOptions({
    queryKey: ['preferences-form-data'],
    queryFn: (call) => getPreferencesFormData(call),
    staleTime: 0,
  });

export const usePreferencesFormData = () => useQuery(preferencesFormDataQuery());
