import { API_PATHS, type IdCardEmailResponse } from '@dash/domain/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { idCardEmailStateQueryOptions } from './get-id-card-email-state';

/** POST idCard/email (document 2 §7): the card of one family member to the e-mail on file. */
export function emailIdCard(suffix: number): Promise<IdCardEmailResponse> {
  return apiRequest(API_PATHS.idCardEmail, {
    method: 'POST',
    body: { suffix },
    schema: () => import('@dash/domain/api/id-card').then((m) => m.IdCardEmailResponse),
    // The page says what went wrong in place (no e-mail on file), rather than leaving it.
    globalErrorHandling: false,
  });
}

/** Once queued, the page's "latest e-mail" reads the new message's state. */
export function useEmailIdCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: emailIdCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: idCardEmailStateQueryOptions().queryKey }),
  });
}
