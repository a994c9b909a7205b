import { API_PATHS, type ClaimSubmitted } from '@dash/domain/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST claim-submissions (issue 39 §3): the form as it stands, its receipt as `attachments`, sent as
 * multipart. A refusal is shown on the form, which keeps what was typed.
 */
export function submitClaim(form: FormData): Promise<ClaimSubmitted> {
  return apiRequest(API_PATHS.claimSubmissions, {
    method: 'POST',
    body: form,
    schema: () => import('@dash/domain/api/claim-submissions').then((m) => m.ClaimSubmitted),
    globalErrorHandling: false,
  });
}

/** The claims list (and the notifications) show the new claim at once. */
export function useSubmitClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitClaim,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['claims'] });
      await queryClient.invalidateQueries({ queryKey: ['member-notifications'] });
    },
  });
}
