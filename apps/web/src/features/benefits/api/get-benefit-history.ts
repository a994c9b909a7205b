import { API_PATHS, type BenefitCategoryParam, BenefitHistory } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface HistoryArgs {
  readonly category: BenefitCategoryParam;
  readonly suffix: number;
  readonly startDate: string;
  readonly endDate: string;
}

/**
 * GET benefits/history (document 2 §7). A 400 (the date-range rule of §5) is the form's to show, so
 * this call is kept from the global handling; the page sends every other failure to the error page.
 */
export function getBenefitHistory(args: HistoryArgs, signal?: AbortSignal): Promise<BenefitHistory> {
  const query = new URLSearchParams({
    suffix: String(args.suffix),
    category: args.category,
    startDate: args.startDate,
    endDate: args.endDate,
  });
  return apiRequest(`${API_PATHS.benefitsHistory}?${query.toString()}`, {
    schema: BenefitHistory,
    signal,
    globalErrorHandling: false,
  });
}

export const benefitHistoryQueryOptions = (args: HistoryArgs) =>
  queryOptions({
    queryKey: ['benefits', 'history', args.category, args.suffix, args.startDate, args.endDate],
    queryFn: ({ signal }) => getBenefitHistory(args, signal),
    retry: false,
  });

export const useBenefitHistory = (args: HistoryArgs, enabled = true) =>
  useQuery({ ...benefitHistoryQueryOptions(args), enabled });
