import { API_PATHS, IdCardEmailResponse } from '@dash/domain/api';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST idCard/email (document 2 §7): the card of one family member to the e-mail on file. */
export function emailIdCard(suffix: number): Promise<IdCardEmailResponse> {
  return apiRequest(API_PATHS.idCardEmail, {
    method: 'POST',
    body: { suffix },
    schema: IdCardEmailResponse,
    // The page says what went wrong in place (no e-mail on file), rather than leaving it.
    globalErrorHandling: false,
  });
}

export const useEmailIdCard = () => useMutation({ mutationFn: emailIdCard });
