import type { BenefitCategoryParam, BenefitSummary, Limit } from '@dash/domain/api';
import { Link } from 'react-router';
import { useAccount } from '@/api/account';
import { useShell } from '@/api/shell';
import { EmptyState } from '@/components/empty-state';
import { PageLayout } from '@/components/page-layout';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useBenefitSummary } from '../api/get-benefit-summary';
import { useLimits } from '../api/get-limits';
import { benefitsTexts } from '../texts';
import { BenefitsFilters } from './benefits-filters';
import { BenefitsSkeleton } from './benefits-skeleton';
import { LimitsSection } from './limits-section';
import { isHandledFailure } from './page-failure';
import { TierPanel } from './tier-panel';
import { TierTabs } from './tier-tabs';
import { UpcomingCoverage } from './upcoming-coverage';
import { useBenefitWords } from './use-benefit-words';
import { selectionSearch, useBenefitsSelection } from './use-benefits-selection';

/**
 * /benefits/medical|dental|vision|pharmacy (document 2 §2, §3): the benefit summary per network tier
 * as tabs, the category's limits, a member selector and an as-of date.
 */
export function BenefitCategoryPage({ category }: { readonly category: BenefitCategoryParam }) {
  const t = benefitsTexts.useTexts();
  const title = t(`title.${category}`);
  useDocumentTitle(title);
  const shell = useShell();
  const account = useAccount();
  const selection = useBenefitsSelection(shell.data?.memberSuffix ?? 0);
  const ready = shell.data !== undefined;
  const args = { category, suffix: selection.suffix, asOfDate: selection.asOfDate };
  const summary = useBenefitSummary(args, ready);
  const limits = useLimits(selection.suffix, selection.asOfDate, ready);
  if (isHandledFailure([shell.error, account.error, summary.error, limits.error])) return null;
  if (!ready || !account.data || !summary.data || !limits.data) {
    return (
      <PageLayout title={title}>
        <BenefitsSkeleton />
      </PageLayout>
    );
  }
  return (
    <PageLayout title={title} busy={summary.isPlaceholderData || limits.isPlaceholderData}>
      <BenefitsFilters
        members={account.data.members}
        suffix={selection.suffix}
        onSuffix={(suffix) => selection.update({ suffix })}
        asOfDate={selection.asOfDate}
        onAsOfDate={(asOfDate) => selection.update({ asOfDate })}
      />
      <CategoryContent
        category={category}
        summary={summary.data}
        limits={limits.data}
        search={selectionSearch(selection.suffix, selection.asOfDate)}
        suffix={selection.suffix}
      />
    </PageLayout>
  );
}

function CategoryContent(props: {
  readonly category: BenefitCategoryParam;
  readonly summary: BenefitSummary;
  readonly limits: readonly Limit[];
  readonly search: string;
  readonly suffix: number;
}) {
  const { category, summary, limits, search, suffix } = props;
  const { t, timeline } = useBenefitWords();
  if (summary.tiers.length === 0) {
    return (
      <EmptyState>
        {summary.nextPeriodStart ? (
          <UpcomingCoverage start={summary.nextPeriodStart} suffix={suffix} />
        ) : (
          t(`noBenefits.${category}`)
        )}
      </EmptyState>
    );
  }
  return (
    <>
      <p className="benefits-period">
        <span className="benefits-period__label">{t('period')}: </span>
        {timeline(summary.periodStart, summary.periodEnd)}
      </p>
      <TierTabs tiers={summary.tiers}>
        {(tier) => <TierPanel category={category} tier={tier} search={search} />}
      </TierTabs>
      <LimitsSection limits={limits} productCategory={summary.productCategory} />
      {summary.periodStart ? (
        <p>
          <Link to={`${paths.benefitsHistoryOf(summary.periodStart, category)}${search}`}>
            {t('historyLink')}
          </Link>
        </p>
      ) : null}
      {/* The cost estimator (issue 38 §1), for the member shown. */}
      <p>
        <Link to={`${paths.costEstimator}?member=${suffix}`}>{t('costEstimatorLink')}</Link>
      </p>
    </>
  );
}
