import {
  API_PATHS,
  type SmartAuthorizationRequest,
  type SmartConsentResult,
  type SmartConsentView,
} from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** GET smart/authorization-request: the app by name and what it asks to read (issue 18). */
export function getConsentView(query: string, call?: ApiCall): Promise<SmartConsentView> {
  return apiRequest(`${API_PATHS.smartAuthorizationRequest}?${query}`, {
    schema: () => import('@dash/domain/api/smart').then((m) => m.SmartConsentView),
    ...through(call),
    globalErrorHandling: false,
  });
}

export const consentViewQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['smart', 'consent', query],
    queryFn: (call) => getConsentView(query, call),
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
    schema: () => import('@dash/domain/api/smart').then((m) => m.SmartConsentResult),
    globalErrorHandling: false,
  });
}
