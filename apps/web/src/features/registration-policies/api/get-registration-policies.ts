import { API_PATHS, RegistrationPoliciesResponse } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getTemporaryToken } from '@/lib/session';

/** GET account/registration/policies (document 1 §7) with the temporary token. */
export function getRegistrationPolicies(signal?: AbortSignal): Promise<RegistrationPoliciesResponse> {
  return apiRequest(API_PATHS.registrationPolicies, {
    schema: RegistrationPoliciesResponse,
    token: getTemporaryToken() ?? undefined,
    signal,
  });
}

export const registrationPoliciesQuery = () =>
  queryOptions({
    queryKey: ['registration-policies'],
    queryFn: ({ signal }) => getRegistrationPolicies(signal),
    staleTime: 0,
  });

export const useRegistrationPolicies = () => useQuery(registrationPoliciesQuery());
