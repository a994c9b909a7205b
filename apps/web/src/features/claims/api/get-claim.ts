import { API_PATHS, type ClaimDetail, getApiPath } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** GET claims/{claimNumber}: the claim with its service lines and EOB (issue 14). */
export function getClaim(claimNumber: string, call?: ApiCall): Promise<ClaimDetail> {
  return apiRequest(getApiPath(API_PATHS.claimDetail, { claimNumber }), {
    schema: () => import('@dash/domain/api/claims').then((m) => m.ClaimDetail),
    ...through(call),
  });
}

export const claimQueryOptions = (claimNumber: string) =>
  queryOptions({
    queryKey: ['claim', claimNumber],
    queryFn: (call) => getClaim(claimNumber, call),
    retry: false,
  });

export const useClaim = (claimNumber: string) => useQuery(claimQueryOptions(claimNumber));
