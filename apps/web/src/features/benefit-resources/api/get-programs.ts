import { API_PATHS, type ProgramList } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** GET programs (document 2 §7): every program of the member's family, with its categories. */
export function getPrograms(call?: ApiCall): Promise<ProgramList> {
  return apiRequest(API_PATHS.programs, {
    schema: () => import('@dash/domain/api/member-data').then((m) => m.ProgramList),
    ...through(call),
  });
}

export const programsQueryOptions = () =>
  queryOptions({ queryKey: ['programs'], queryFn: (call) => getPrograms(call) });

export const usePrograms = () => useQuery(programsQueryOptions());
