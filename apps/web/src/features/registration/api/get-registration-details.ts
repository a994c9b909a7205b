import { API_PATHS, RegistrationDetails } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET account/registration/details (document 1 §7): the security questions the form offers. */
export function getRegistrationDetails(signal?: AbortSignal): Promise<RegistrationDetails> {
  return apiRequest(API_PATHS.registrationDetails, { schema: RegistrationDetails, signal });
}

export const registrationDetailsQuery = () =>
  queryOptions({
    queryKey: ['registration-details'],
    queryFn: ({ signal }) => getRegistrationDetails(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useRegistrationDetails = () => useQuery(registrationDetailsQuery());
