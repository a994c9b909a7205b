import { API_PATHS, type ResetLinkResponse } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** POST recovery/forgot-password/link (issue 14): is the e-mailed link still good, and its question. */
export function checkResetLink(token: string, call?: ApiCall): Promise<ResetLinkResponse> {
  return apiRequest(API_PATHS.passwordResetLink, {
    method: 'POST',
    body: { token },
    schema: () => import('@dash/domain/api/recovery').then((m) => m.ResetLinkResponse),
    ...through(call),
  });
}

export const resetLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['reset-link', token],
    queryFn: (call) => checkResetLink(token, call),
    retry: false,
    // Each visit asks again: a link ends when used, replaced or after five wrong answers.
    staleTime: 0,
    gcTime: 0,
  });

export const useResetLink = (token: string) => useQuery(resetLinkQuery(token));
