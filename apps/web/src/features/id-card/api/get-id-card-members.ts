import { API_PATHS, type IdCardMembers } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** GET idCard/members: the family's cards, or blocked for a termed member (document 2 §2, §4). */
export function getIdCardMembers(call?: ApiCall): Promise<IdCardMembers> {
  return apiRequest(API_PATHS.idCardMembers, {
    schema: () => import('@dash/domain/api/id-card').then((m) => m.IdCardMembers),
    ...through(call),
  });
}

export const idCardMembersQueryOptions = () =>
  queryOptions({ queryKey: ['idCard', 'members'], queryFn: (call) => getIdCardMembers(call) });

export const useIdCardMembers = () => useQuery(idCardMembersQueryOptions());
