import { Accreditation, API_PATHS } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * The quality-accreditation badge (document 1 §3, §7). A badge that cannot be fetched is left out:
 * it must never replace the page with an error, so global handling is off.
 */
export function getAccreditation(signal?: AbortSignal): Promise<Accreditation> {
  return apiRequest(API_PATHS.accreditation, { schema: Accreditation, signal, globalErrorHandling: false });
}

export const accreditationQueryOptions = () =>
  queryOptions({
    queryKey: ['accreditation'],
    queryFn: ({ signal }) => getAccreditation(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useAccreditation = () => useQuery(accreditationQueryOptions());
