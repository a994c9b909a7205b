import { API_PATHS, LimitList } from '@dash/domain/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The address of GET benefits/limits?suffix&asOfDate (document 2 §7). */
export function limitsPath(suffix: number, asOfDate: string | null): string {
  const query = new URLSearchParams({ suffix: String(suffix) });
  if (asOfDate) query.set('asOfDate', asOfDate);
  return `${API_PATHS.limits}?${query.toString()}`;
}

/** GET benefits/limits?suffix&asOfDate (document 2 §7); asOfDate null: the plan's today. */
export function getLimits(suffix: number, asOfDate: string | null, signal?: AbortSignal): Promise<LimitList> {
  return apiRequest(limitsPath(suffix, asOfDate), { schema: LimitList, signal });
}

export const limitsQueryOptions = (suffix: number, asOfDate: string | null) =>
  queryOptions({
    queryKey: ['benefits', limitsPath(suffix, asOfDate)],
    queryFn: ({ signal }) => getLimits(suffix, asOfDate, signal),
  });

export const useLimits = (suffix: number, asOfDate: string | null, enabled = true) =>
  useQuery({ ...limitsQueryOptions(suffix, asOfDate), placeholderData: keepPreviousData, enabled });
