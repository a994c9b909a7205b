import { API_PATHS, type GroupDetailList } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** GET group-detail (document 1 §7): every group of the account with its plans' status. */
export function getGroupDetails(call?: ApiCall): Promise<GroupDetailList> {
  return apiRequest(API_PATHS.groupDetail, {
    schema: () => import('@dash/domain/api/groups').then((m) => m.GroupDetailList),
    ...through(call),
  });
}

export const groupDetailsQueryOptions = () =>
  queryOptions({ queryKey: ['group-detail'], queryFn: (call) => getGroupDetails(call) });

export const useGroupDetails = () => useQuery(groupDetailsQueryOptions());
