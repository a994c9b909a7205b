import {
  API_PATHS,
  type SmartAuthorizationRequest,
  SmartConsentResult,
  SmartConsentView,
} from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET smart/authorization-request: the app by name and what it asks to read (issue 18). */
export function getConsentView(query: string, signal?: AbortSignal): Promise<SmartConsentView> {
  return apiRequest(`${API_PATHS.smartAuthorizationRequest}?${query}`, {
    schema: SmartConsentView,
    signal,
    globalErrorHandling: false,
  });
}

export const consentViewQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['smart', 'consent', query],
    queryFn: ({ signal }) => getConsentView(query, signal),
    retry: false,
  });

export const useConsentView = (query: string) => useQuery(consentViewQueryOptions(query));

/** POST smart/consent: the member's answer; where the browser goes next. */
export function sendConsent(
  request: SmartAuthorizationRequest,
  approve: boolean,
): Promise<SmartConsentResult> {
  return apiRequest(API_PATHS.smartConsent, {
    method: 'POST',
    body: { ...request, approve },
    schema: SmartConsentResult,
    globalErrorHandling: false,
  });
}
