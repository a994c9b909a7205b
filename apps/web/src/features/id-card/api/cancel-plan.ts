import { API_PATHS, type PlanCancellationRequest, type PlanManagementDetails } from '@dash/domain/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST plan-management/cancellation {cancellationStatusId} (document 2 §7): the details after it. */
export function cancelPlan(request: PlanCancellationRequest): Promise<PlanManagementDetails> {
  return apiRequest(API_PATHS.planCancellation, {
    method: 'POST',
    body: request,
    schema: () => import('@dash/domain/api/member-data').then((m) => m.PlanManagementDetails),
  });
}

export const useCancelPlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPlan,
    onSuccess: (details) => {
      queryClient.setQueryData(['planManagement'], details);
      // The home banner reads the plan from the home data.
      void queryClient.invalidateQueries({ queryKey: ['home'] });
    },
  });
};
