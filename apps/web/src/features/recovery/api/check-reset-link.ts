import { API_PATHS, ResetLinkResponse } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST recovery/forgot-password/link (issue 14): is the e-mailed link still good, and its question. */
export function checkResetLink(token: string, signal?: AbortSignal): Promise<ResetLinkResponse> {
  return apiRequest(API_PATHS.passwordResetLink, {
    method: 'POST',
    body: { token },
    schema: ResetLinkResponse,
    signal,
  });
}

export const resetLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['reset-link', token],
    queryFn: ({ signal }) => checkResetLink(token, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useResetLink = (token: string) => useQuery(resetLinkQuery(token));
