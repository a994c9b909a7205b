import { API_PATHS, ProgramList } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET programs (document 2 §7): every program of the member's family, with its categories. */
export function getPrograms(signal?: AbortSignal): Promise<ProgramList> {
  return apiRequest(API_PATHS.programs, { schema: ProgramList, signal });
}

export const programsQueryOptions = () =>
  queryOptions({ queryKey: ['programs'], queryFn: ({ signal }) => getPrograms(signal) });

export const usePrograms = () => useQuery(programsQueryOptions());
