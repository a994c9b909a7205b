import { API_PATHS, type PlanManagementResponse } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** GET plan-management/details (document 2 §7); null for a family without plan management. */
export function getPlanManagement(call?: ApiCall): Promise<PlanManagementResponse> {
  return apiRequest(API_PATHS.planManagement, {
    schema: () => import('@dash/domain/api/member-data').then((m) => m.PlanManagementResponse),
    ...through(call),
  });
}

export const planManagementQueryOptions = () =>
  queryOptions({ queryKey: ['planManagement'], queryFn: (call) => getPlanManagement(call) });

export const usePlanManagement = () => useQuery(planManagementQueryOptions());
