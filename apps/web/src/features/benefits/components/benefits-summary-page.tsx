import { BENEFIT_SUMMARY_CATEGORIES, type BenefitSummaryCategory, getDefaultTier } from '@dash/domain';
import type { BenefitSummary } from '@dash/domain/api';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useAccount } from '@/api/account';
import { useShell } from '@/api/shell';
import { EmptyState } from '@/components/empty-state';
import { PageLayout } from '@/components/page-layout';
import { TileGrid } from '@/components/tile-grid';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { benefitSummaryQueryOptions } from '../api/get-benefit-summary';
import { benefitsTexts } from '../texts';
import { AmountBar } from './amount-bar';
import { BenefitsFilters } from './benefits-filters';
import { BenefitsSkeleton } from './benefits-skeleton';
import { isHandledFailure } from './page-failure';
import { UpcomingCoverage } from './upcoming-coverage';
import { useBenefitWords } from './use-benefit-words';
import { selectionSearch, useBenefitsSelection } from './use-benefits-selection';

/**
 * /benefits/summary?asOfDate= (document 2 §2): every category at a glance, in display order (§6):
 * the default tier's individual deductible and out-of-pocket, and a link to the category page.
 */
export function BenefitsSummaryPage() {
  const t = benefitsTexts.useTexts();
  const title = t('summaryTitle');
  useDocumentTitle(title);
  const shell = useShell();
  const account = useAccount();
  const selection = useBenefitsSelection(shell.data?.memberSuffix ?? 0);
  const ready = shell.data !== undefined;
  const summaries = useQueries({
    queries: BENEFIT_SUMMARY_CATEGORIES.map((category) => ({
      ...benefitSummaryQueryOptions({ category, suffix: selection.suffix, asOfDate: selection.asOfDate }),
      enabled: ready,
    })),
  });
  const intro = t('summaryIntro');
  if (isHandledFailure([shell.error, account.error, ...summaries.map((query) => query.error)])) return null;
  const loaded = summaries.map((query) => query.data);
  if (!ready || !account.data || loaded.some((data) => data === undefined)) {
    return (
      <PageLayout title={title} intro={intro}>
        <BenefitsSkeleton />
      </PageLayout>
    );
  }
  const search = selectionSearch(selection.suffix, selection.asOfDate);
  const shown = BENEFIT_SUMMARY_CATEGORIES.flatMap((category, index) => {
    const summary = loaded[index];
    return summary && summary.tiers.length > 0 ? [{ category, summary }] : [];
  });
  // With no category on the day, the first day a category's coverage starts on, if one does later.
  const nextStart = loaded
    .flatMap((summary) => (summary?.nextPeriodStart ? [summary.nextPeriodStart] : []))
    .sort()[0];
  return (
    <PageLayout title={title} intro={intro}>
      <BenefitsFilters
        members={account.data.members}
        suffix={selection.suffix}
        onSuffix={(suffix) => selection.update({ suffix })}
        asOfDate={selection.asOfDate}
        onAsOfDate={(asOfDate) => selection.update({ asOfDate })}
      />
      {shown.length === 0 ? (
        <EmptyState>
          {nextStart ? <UpcomingCoverage start={nextStart} suffix={selection.suffix} /> : t('noCategories')}
        </EmptyState>
      ) : (
        shown.map(({ category, summary }) => (
          <CategoryGlance key={category} category={category} summary={summary} search={search} />
        ))
      )}
    </PageLayout>
  );
}

function CategoryGlance(props: {
  readonly category: BenefitSummaryCategory;
  readonly summary: BenefitSummary;
  readonly search: string;
}) {
  const { category, summary, search } = props;
  const { t, tierLabel, timeline } = useBenefitWords();
  const tier = getDefaultTier(summary.tiers);
  if (!tier) return null;
  const headingId = `summary-${category}`;
  const bars = [
    [t('individualDeductible'), tier.oopDeductibles.individualDeductible],
    [t('individualOutOfPocket'), tier.oopDeductibles.individualOutOfPocket],
  ] as const;
  return (
    <section className="benefits-section card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`name.${category}`)}</h2>
      <p className="benefits-period">
        {tierLabel(tier)} · {timeline(summary.periodStart, summary.periodEnd)}
      </p>
      {bars.some(([, value]) => value.total !== null) ? (
        <TileGrid minTileWidth="16rem">
          {bars.map(([title, value]) =>
            value.total !== null && value.met !== null && value.remaining !== null ? (
              <AmountBar
                key={title}
                title={title}
                total={value.total}
                met={value.met}
                remaining={value.remaining}
              />
            ) : null,
          )}
        </TileGrid>
      ) : (
        <p>{t('notApplicable')}</p>
      )}
      <p>
        <Link to={`${paths.benefitsCategoryOf(category)}${search}`}>{t(`viewCategory.${category}`)}</Link>
      </p>
    </section>
  );
}
