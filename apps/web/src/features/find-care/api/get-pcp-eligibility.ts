import { API_PATHS, type PcpEligibility } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** GET pcp/eligibility: the family members eligible for primary care today (document 2 §7). */
export function getPcpEligibility(call?: ApiCall): Promise<PcpEligibility> {
  return apiRequest(API_PATHS.pcpEligibility, {
    schema: () => import('@dash/domain/api/member-data').then((m) => m.PcpEligibility),
    ...through(call),
  });
}

export const pcpEligibilityQueryOptions = () =>
  queryOptions({ queryKey: ['pcp', 'eligibility'], queryFn: (call) => getPcpEligibility(call) });

export const usePcpEligibility = () => useQuery(pcpEligibilityQueryOptions());
