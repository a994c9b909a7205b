import { API_PATHS, type BenefitCategoryParam, type BenefitHistory } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

export interface HistoryArgs {
  readonly category: BenefitCategoryParam;
  readonly suffix: number;
  readonly startDate: string;
  readonly endDate: string;
}

/**
 * The range a history page at /benefits/history/{time}/… asks for: its query's, else the plan year
 * that {time} starts (the gateway, rendering the page, reads it the same way).
 */
export function readHistoryRange(
  params: URLSearchParams,
  time: string,
): { readonly startDate: string; readonly endDate: string } {
  return {
    startDate: params.get('startDate') ?? time,
    endDate: params.get('endDate') ?? `${time.slice(0, 4)}-12-31`,
  };
}

/** The address of GET benefits/history for `args`. */
export function benefitHistoryPath(args: HistoryArgs): string {
  const query = new URLSearchParams({
    suffix: String(args.suffix),
    category: args.category,
    startDate: args.startDate,
    endDate: args.endDate,
  });
  return `${API_PATHS.benefitsHistory}?${query.toString()}`;
}

/**
 * GET benefits/history (document 2 §7). A 400 (the date-range rule of §5) is the form's to show, so
 * this call is kept from the global handling; the page sends every other failure to the error page.
 */
export function getBenefitHistory(args: HistoryArgs, call?: ApiCall): Promise<BenefitHistory> {
  return apiRequest(benefitHistoryPath(args), {
    schema: () => import('@dash/domain/api/benefits').then((m) => m.BenefitHistory),
    ...through(call),
    globalErrorHandling: false,
  });
}

export const benefitHistoryQueryOptions = (args: HistoryArgs) =>
  queryOptions({
    queryKey: ['benefits', benefitHistoryPath(args)],
    queryFn: (call) => getBenefitHistory(args, call),
    retry: false,
  });

export const useBenefitHistory = (args: HistoryArgs, enabled = true) =>
  useQuery({ ...benefitHistoryQueryOptions(args), enabled });
