import { BENEFIT_SUMMARY_CATEGORIES } from '@dash/domain';
import { type BenefitCategoryParam, BenefitSummary, LimitList, type ShellContext } from '@dash/domain/api';
import { benefitSummaryPath, benefitSummaryQueryOptions } from '@/features/benefits/api/get-benefit-summary';
import { limitsPath, limitsQueryOptions } from '@/features/benefits/api/get-limits';
import { ACCOUNT } from './account';
import { type DrawnCall, drawn, type PageCalls } from './drawn-call';

/** A benefit's summary for the signed-in member on the plan's today, as its pages open with no choice made. */
function summaryCall(category: BenefitCategoryParam, shell: ShellContext): DrawnCall {
  const args = { category, suffix: shell.memberSuffix, asOfDate: null } as const;
  return drawn(benefitSummaryPath(args), benefitSummaryQueryOptions(args), BenefitSummary);
}

/** A benefit category's page (medical, dental, vision, pharmacy): its summary and the member's limits. */
export const categoryCalls =
  (category: BenefitCategoryParam): PageCalls =>
  (shell) => [
    ACCOUNT,
    summaryCall(category, shell),
    drawn(limitsPath(shell.memberSuffix, null), limitsQueryOptions(shell.memberSuffix, null), LimitList),
  ];

/** The benefits summary: the account and every category's summary. */
export const summaryCalls: PageCalls = (shell) => [
  ACCOUNT,
  ...BENEFIT_SUMMARY_CATEGORIES.map((category) => summaryCall(category, shell)),
];
