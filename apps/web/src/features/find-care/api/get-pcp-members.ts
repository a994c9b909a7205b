import { API_PATHS, PcpMemberList } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET pcp/members: each family member's eligible dates and pcp360 history (document 2 §3, §7). */
export function getPcpMembers(signal?: AbortSignal): Promise<PcpMemberList> {
  return apiRequest(API_PATHS.pcpMembers, { schema: PcpMemberList, signal });
}

export const pcpMembersQueryOptions = () =>
  queryOptions({ queryKey: ['pcp', 'members'], queryFn: ({ signal }) => getPcpMembers(signal) });

export const usePcpMembers = () => useQuery(pcpMembersQueryOptions());
