import type { EstimateSort } from '@dash/domain';
import { API_PATHS, type CostEstimateResponse } from '@dash/domain/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** An estimate's search as the page's address holds it. */
export interface EstimateArgs {
  readonly suffix: number;
  readonly q: string;
  readonly code: string | null;
  readonly provider: string;
  readonly zip: string;
  readonly radius: number;
  readonly sort: EstimateSort;
}

/** The address of GET cost-estimate (or its PDF) for the search, its empty fields left out. */
export function costEstimatePath(
  args: EstimateArgs,
  path: typeof API_PATHS.costEstimate | typeof API_PATHS.costEstimatePdf = API_PATHS.costEstimate,
): string {
  const query = new URLSearchParams({ suffix: String(args.suffix), q: args.q });
  if (args.code) query.set('code', args.code);
  if (args.provider) query.set('provider', args.provider);
  if (args.zip) query.set('zip', args.zip);
  query.set('radius', String(args.radius));
  query.set('sort', args.sort);
  return `${path}?${query.toString()}`;
}

/** GET cost-estimate (issue 38 §1): the matching services and the estimate of one. */
export function getCostEstimate(args: EstimateArgs, call?: ApiCall): Promise<CostEstimateResponse> {
  return apiRequest(costEstimatePath(args), {
    schema: () => import('@dash/domain/api/cost-estimate').then((m) => m.CostEstimateResponse),
    ...through(call),
  });
}

export const costEstimateQueryOptions = (args: EstimateArgs) =>
  queryOptions({
    queryKey: ['cost-estimate', costEstimatePath(args)],
    queryFn: (call) => getCostEstimate(args, call),
  });

/** The previous estimate stays on screen while another loads: no jump. Nothing is asked before a search. */
export const useCostEstimate = (args: EstimateArgs | null) =>
  useQuery({
    ...costEstimateQueryOptions(
      args ?? { suffix: 0, q: '', code: null, provider: '', zip: '', radius: 25, sort: 'cost' },
    ),
    placeholderData: keepPreviousData,
    enabled: args !== null,
  });
