import { API_PATHS, type BenefitCategoryParam, type BenefitSummary } from '@dash/domain/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

const SUMMARY_PATHS: Readonly<Record<BenefitCategoryParam, string>> = {
  medical: API_PATHS.benefitsMedical,
  dental: API_PATHS.benefitsDental,
  vision: API_PATHS.benefitsVision,
  pharmacy: API_PATHS.benefitsPharmacy,
};

export interface SummaryArgs {
  readonly category: BenefitCategoryParam;
  readonly suffix: number;
  /** yyyy-mm-dd; null: the plan's today (the gateway decides). */
  readonly asOfDate: string | null;
}

/** The address of GET benefits/{category}?suffix&asOfDate (document 2 §7). */
export function benefitSummaryPath(args: SummaryArgs): string {
  const query = new URLSearchParams({ suffix: String(args.suffix) });
  if (args.asOfDate) query.set('asOfDate', args.asOfDate);
  return `${SUMMARY_PATHS[args.category]}?${query.toString()}`;
}

/** GET benefits/{category}?suffix&asOfDate (document 2 §7): the benefit summary per tier. */
export function getBenefitSummary(args: SummaryArgs, call?: ApiCall): Promise<BenefitSummary> {
  return apiRequest(benefitSummaryPath(args), {
    schema: () => import('@dash/domain/api/benefits').then((m) => m.BenefitSummary),
    ...through(call),
  });
}

/** Cached per argument set (document 2 §4). */
export const benefitSummaryQueryOptions = (args: SummaryArgs) =>
  queryOptions({
    queryKey: ['benefits', benefitSummaryPath(args)],
    queryFn: (call) => getBenefitSummary(args, call),
  });

/** The previous response stays on screen while another member or day loads: no layout jump. */
export const useBenefitSummary = (args: SummaryArgs, enabled = true) =>
  useQuery({ ...benefitSummaryQueryOptions(args), placeholderData: keepPreviousData, enabled });
