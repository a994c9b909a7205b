import { API_PATHS, type RegistrationPoliciesResponse } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';
import { getTemporaryToken } from '@/lib/session';

/** GET account/registration/policies (document 1 §7) with the temporary token. */
export function getRegistrationPolicies(call?: ApiCall): Promise<RegistrationPoliciesResponse> {
  return apiRequest(API_PATHS.registrationPolicies, {
    schema: () =>
      import('@dash/domain/api/registration-policies').then((m) => m.RegistrationPoliciesResponse),
    token: getTemporaryToken() ?? undefined,
    ...through(call),
  });
}

export const registrationPoliciesQuery = () =>
  queryOptions({
    queryKey: ['registration-policies'],
    queryFn: (call) => getRegistrationPolicies(call),
    staleTime: 0,
  });

export const useRegistrationPolicies = () => useQuery(registrationPoliciesQuery());
