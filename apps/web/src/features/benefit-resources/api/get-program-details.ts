import { API_PATHS, type ProgramDetailsList } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** GET programs/sitecore (document 2 §7): the programs with their details' phone number (§3). */
export function getProgramDetails(call?: ApiCall): Promise<ProgramDetailsList> {
  return apiRequest(API_PATHS.programDetails, {
    schema: () => import('@dash/domain/api/member-data').then((m) => m.ProgramDetailsList),
    ...through(call),
  });
}

export const programDetailsQueryOptions = () =>
  queryOptions({ queryKey: ['programs', 'sitecore'], queryFn: (call) => getProgramDetails(call) });

export const useProgramDetails = () => useQuery(programDetailsQueryOptions());
