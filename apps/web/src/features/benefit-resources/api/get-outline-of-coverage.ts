import { API_PATHS, OutlineOfCoverage } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET handbook/ooc (document 2 §7): the Outline of Coverage as text; empty when the group has none. */
export async function getOutlineOfCoverage(signal?: AbortSignal): Promise<string> {
  // An empty text answer reads as null.
  return (
    (await apiRequest(API_PATHS.outlineOfCoverage, { schema: OutlineOfCoverage.nullable(), signal })) ?? ''
  );
}

export const outlineOfCoverageQueryOptions = () =>
  queryOptions({ queryKey: ['handbook', 'ooc'], queryFn: ({ signal }) => getOutlineOfCoverage(signal) });

export const useOutlineOfCoverage = () => useQuery(outlineOfCoverageQueryOptions());
