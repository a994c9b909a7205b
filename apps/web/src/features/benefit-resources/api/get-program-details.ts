import { API_PATHS, ProgramDetailsList } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET programs/sitecore (document 2 §7): the programs with their details' phone number (§3). */
export function getProgramDetails(signal?: AbortSignal): Promise<ProgramDetailsList> {
  return apiRequest(API_PATHS.programDetails, { schema: ProgramDetailsList, signal });
}

export const programDetailsQueryOptions = () =>
  queryOptions({ queryKey: ['programs', 'sitecore'], queryFn: ({ signal }) => getProgramDetails(signal) });

export const useProgramDetails = () => useQuery(programDetailsQueryOptions());
