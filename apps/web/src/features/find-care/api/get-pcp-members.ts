import { API_PATHS, type PcpMemberList } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** GET pcp/members: each family member's eligible dates and pcp360 history (document 2 §3, §7). */
export function getPcpMembers(call?: ApiCall): Promise<PcpMemberList> {
  return apiRequest(API_PATHS.pcpMembers, {
    schema: () => import('@dash/domain/api/member-data').then((m) => m.PcpMemberList),
    ...through(call),
  });
}

export const pcpMembersQueryOptions = () =>
  queryOptions({ queryKey: ['pcp', 'members'], queryFn: (call) => getPcpMembers(call) });

export const usePcpMembers = () => useQuery(pcpMembersQueryOptions());
