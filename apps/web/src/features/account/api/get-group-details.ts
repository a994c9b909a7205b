import { API_PATHS, GroupDetailList } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET group-detail (document 1 §7): the account's groups with each plan's status. */
export function getGroupDetails(signal?: AbortSignal): Promise<GroupDetailList> {
  return apiRequest(API_PATHS.groupDetail, { schema: GroupDetailList, signal });
}

export const groupDetailsQueryOptions = () =>
  queryOptions({ queryKey: ['group-detail'], queryFn: ({ signal }) => getGroupDetails(signal) });

export const useGroupDetails = () => useQuery(groupDetailsQueryOptions());
