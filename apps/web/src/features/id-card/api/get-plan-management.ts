import { API_PATHS, PlanManagementResponse } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET plan-management/details (document 2 §7); null for a family without plan management. */
export function getPlanManagement(signal?: AbortSignal): Promise<PlanManagementResponse> {
  return apiRequest(API_PATHS.planManagement, { schema: PlanManagementResponse, signal });
}

export const planManagementQueryOptions = () =>
  queryOptions({ queryKey: ['planManagement'], queryFn: ({ signal }) => getPlanManagement(signal) });

export const usePlanManagement = () => useQuery(planManagementQueryOptions());
