import { API_PATHS, type EbillRegistration } from '@dash/domain/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** PUT ebill/registerEbillUser (document 2 §7). */
export function registerEbillUser(): Promise<EbillRegistration> {
  return apiRequest(API_PATHS.registerEbillUser, {
    method: 'PUT',
    schema: () => import('@dash/domain/api/ebill').then((m) => m.EbillRegistration),
  });
}

export const useRegisterEbillUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerEbillUser,
    // The flag and the link (firsttime) change with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ebill'] }),
  });
};
