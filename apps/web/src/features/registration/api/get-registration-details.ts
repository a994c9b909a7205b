import { API_PATHS, type RegistrationDetails } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** GET account/registration/details (document 1 §7): the security questions the form offers. */
export function getRegistrationDetails(call?: ApiCall): Promise<RegistrationDetails> {
  return apiRequest(API_PATHS.registrationDetails, {
    schema: () => import('@dash/domain/api/registration').then((m) => m.RegistrationDetails),
    ...through(call),
  });
}

export const registrationDetailsQuery = () =>
  queryOptions({
    queryKey: ['registration-details'],
    queryFn: (call) => getRegistrationDetails(call),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useRegistrationDetails = () => useQuery(registrationDetailsQuery());
