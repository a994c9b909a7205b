import { API_PATHS, PcpEligibility } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET pcp/eligibility: the family members eligible for primary care today (document 2 §7). */
export function getPcpEligibility(signal?: AbortSignal): Promise<PcpEligibility> {
  return apiRequest(API_PATHS.pcpEligibility, { schema: PcpEligibility, signal });
}

export const pcpEligibilityQueryOptions = () =>
  queryOptions({ queryKey: ['pcp', 'eligibility'], queryFn: ({ signal }) => getPcpEligibility(signal) });

export const usePcpEligibility = () => useQuery(pcpEligibilityQueryOptions());
