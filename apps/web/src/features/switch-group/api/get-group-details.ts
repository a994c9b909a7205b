import { GroupDetailList } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';

/** GET group-detail (document 1 §7): every group of the account with its plans' status. */
export function getGroupDetails(signal?: AbortSignal): Promise<GroupDetailList> {
  return apiRequest(apiPaths.groupDetail, { schema: GroupDetailList, signal });
}

export const groupDetailsQueryOptions = () =>
  queryOptions({ queryKey: ['group-detail'], queryFn: ({ signal }) => getGroupDetails(signal) });

export const useGroupDetails = () => useQuery(groupDetailsQueryOptions());
