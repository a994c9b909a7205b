import { API_PATHS, type StaffClaimSubmissions } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** GET staff/claim-submissions (issue 39 §3) with the staff token: the brand's submitted claims. */
export function getStaffClaimSubmissions(staffToken: string, call?: ApiCall): Promise<StaffClaimSubmissions> {
  return apiRequest(API_PATHS.staffClaimSubmissions, {
    schema: () => import('@dash/domain/api/claim-submissions').then((m) => m.StaffClaimSubmissions),
    token: staffToken,
    globalErrorHandling: false,
    ...through(call),
  });
}

export const useStaffClaimSubmissions = (staffToken: string) =>
  useQuery(
    queryOptions({
      queryKey: ['staff-claim-submissions'],
      queryFn: (call) => getStaffClaimSubmissions(staffToken, call),
      retry: false,
    }),
  );
