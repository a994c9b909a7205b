import { API_PATHS } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** GET handbook/ooc (document 2 §7): the Outline of Coverage as text; empty when the group has none. */
export async function getOutlineOfCoverage(call?: ApiCall): Promise<string> {
  // An empty text response reads as null.
  return (
    (await apiRequest(API_PATHS.outlineOfCoverage, {
      schema: () => import('@dash/domain/api/benefit-resources').then((m) => m.OutlineOfCoverage.nullable()),
      ...through(call),
    })) ?? ''
  );
}

export const outlineOfCoverageQueryOptions = () =>
  queryOptions({ queryKey: ['handbook', 'ooc'], queryFn: (call) => getOutlineOfCoverage(call) });

export const useOutlineOfCoverage = () => useQuery(outlineOfCoverageQueryOptions());
