import { API_PATHS, type LimitList } from '@dash/domain/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** The address of GET benefits/limits?suffix&asOfDate (document 2 §7). */
export function limitsPath(suffix: number, asOfDate: string | null): string {
  const query = new URLSearchParams({ suffix: String(suffix) });
  if (asOfDate) query.set('asOfDate', asOfDate);
  return `${API_PATHS.limits}?${query.toString()}`;
}

/** GET benefits/limits?suffix&asOfDate (document 2 §7); asOfDate null: the plan's today. */
export function getLimits(suffix: number, asOfDate: string | null, call?: ApiCall): Promise<LimitList> {
  return apiRequest(limitsPath(suffix, asOfDate), {
    schema: () => import('@dash/domain/api/member-data').then((m) => m.LimitList),
    ...through(call),
  });
}

export const limitsQueryOptions = (suffix: number, asOfDate: string | null) =>
  queryOptions({
    queryKey: ['benefits', limitsPath(suffix, asOfDate)],
    queryFn: (call) => getLimits(suffix, asOfDate, call),
  });

export const useLimits = (suffix: number, asOfDate: string | null, enabled = true) =>
  useQuery({ ...limitsQueryOptions(suffix, asOfDate), placeholderData: keepPreviousData, enabled });
