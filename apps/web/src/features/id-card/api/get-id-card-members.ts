import { API_PATHS, IdCardMembers } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET idCard/members: the family's cards, or blocked for a termed member (document 2 §2, §4). */
export function getIdCardMembers(signal?: AbortSignal): Promise<IdCardMembers> {
  return apiRequest(API_PATHS.idCardMembers, { schema: IdCardMembers, signal });
}

export const idCardMembersQueryOptions = () =>
  queryOptions({ queryKey: ['idCard', 'members'], queryFn: ({ signal }) => getIdCardMembers(signal) });

export const useIdCardMembers = () => useQuery(idCardMembersQueryOptions());
