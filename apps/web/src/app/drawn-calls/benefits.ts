import { BENEFIT_SUMMARY_CATEGORIES, isIsoDay } from '@dash/domain';
import {
  BenefitCategoryParam,
  BenefitHistory,
  BenefitSummary,
  LimitList,
  ServiceDetail,
  type ShellContext,
} from '@dash/domain/api';
import {
  benefitHistoryPath,
  benefitHistoryQueryOptions,
  readHistoryRange,
} from '@/features/benefits/api/get-benefit-history';
import { benefitSummaryPath, benefitSummaryQueryOptions } from '@/features/benefits/api/get-benefit-summary';
import { limitsPath, limitsQueryOptions } from '@/features/benefits/api/get-limits';
import { serviceDetailPath, serviceDetailQueryOptions } from '@/features/benefits/api/get-service-detail';
import { readBenefitsSelection } from '@/features/benefits/components/use-benefits-selection';
import { ACCOUNT } from './account';
import { type DrawnCall, drawn, type PageCalls } from './drawn-call';

type Selection = ReturnType<typeof readBenefitsSelection>;

/** The member and day the page's query chooses: the signed-in member on the plan's today by default. */
const selectionOf = (shell: ShellContext, search: URLSearchParams): Selection =>
  readBenefitsSelection(search, shell.memberSuffix);

/** A benefit's summary for the chosen member and day. */
function summaryCall(category: BenefitCategoryParam, { suffix, asOfDate }: Selection): DrawnCall {
  const args = { category, suffix, asOfDate } as const;
  return drawn(benefitSummaryPath(args), benefitSummaryQueryOptions(args), BenefitSummary);
}

/** A benefit category's page (medical, dental, vision, pharmacy): its summary and the member's limits. */
export const categoryCalls =
  (category: BenefitCategoryParam): PageCalls =>
  (shell, _domainId, _params, search) => {
    const selection = selectionOf(shell, search);
    return [
      ACCOUNT,
      summaryCall(category, selection),
      drawn(
        limitsPath(selection.suffix, selection.asOfDate),
        limitsQueryOptions(selection.suffix, selection.asOfDate),
        LimitList,
      ),
    ];
  };

/** The benefits summary: the account and every category's summary. */
export const summaryCalls: PageCalls = (shell, _domainId, _params, search) => {
  const selection = selectionOf(shell, search);
  return [ACCOUNT, ...BENEFIT_SUMMARY_CATEGORIES.map((category) => summaryCall(category, selection))];
};

function serviceDetailCall(category: BenefitCategoryParam, code: string, suffix: number): DrawnCall {
  return drawn(
    serviceDetailPath(category, code, suffix),
    serviceDetailQueryOptions(category, code, suffix),
    ServiceDetail,
  );
}

/** A service's detail; none for a category that is not one (the page sends the member to 404). */
export const serviceDetailCalls: PageCalls = (shell, _domainId, params, search) => {
  const category = BenefitCategoryParam.safeParse(params.category);
  if (!category.success || !params.code) return [];
  return [serviceDetailCall(category.data, params.code, selectionOf(shell, search).suffix)];
};

/** A dental service of a tier: the dental summary it is found in, and the service's detail. */
export const dentalDetailCalls: PageCalls = (shell, _domainId, { code = '' }, search) => {
  const selection = selectionOf(shell, search);
  return [summaryCall('dental', selection), serviceDetailCall('dental', code, selection.suffix)];
};

/** A benefit's history from {time}; none for an address that names no category or day (404). */
export const historyCalls: PageCalls = (shell, _domainId, params, search) => {
  const category = BenefitCategoryParam.safeParse(params.category);
  const time = params.time ?? '';
  if (!category.success || !isIsoDay(time)) return [];
  const args = {
    category: category.data,
    suffix: selectionOf(shell, search).suffix,
    ...readHistoryRange(search, time),
  };
  return [ACCOUNT, drawn(benefitHistoryPath(args), benefitHistoryQueryOptions(args), BenefitHistory)];
};
