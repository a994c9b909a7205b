import {
  BENEFIT_SUMMARY_CATEGORIES,
  BENEFITS_TEXTS,
  type BenefitSummaryCategory,
  getBenefitsTimelineText,
  getDefaultTier,
  getTierLabel,
} from '@dash/domain';
import type { BenefitSummary } from '@dash/domain/api';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useShell } from '@/api/shell';
import { EmptyState } from '@/components/empty-state';
import { PageLayout } from '@/components/page-layout';
import { TileGrid } from '@/components/tile-grid';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAccount } from '../api/get-account';
import { benefitSummaryQueryOptions } from '../api/get-benefit-summary';
import { AmountBar } from './amount-bar';
import { BenefitsFilters } from './benefits-filters';
import { BenefitsSkeleton } from './benefits-skeleton';
import { isHandledFailure } from './page-failure';
import { selectionSearch, useBenefitsSelection } from './use-benefits-selection';

/**
 * /benefits/summary?asOfDate= (document 2 §2): every category at a glance, in display order (§6):
 * the default tier's individual deductible and out-of-pocket, and a link to the category page.
 */
export function BenefitsSummaryPage() {
  useDocumentTitle(BENEFITS_TEXTS.summaryTitle);
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
  const intro = BENEFITS_TEXTS.summaryIntro;
  if (isHandledFailure([shell.error, account.error, ...summaries.map((query) => query.error)])) return null;
  const loaded = summaries.map((query) => query.data);
  if (!ready || !account.data || loaded.some((data) => data === undefined)) {
    return (
      <PageLayout title={BENEFITS_TEXTS.summaryTitle} intro={intro}>
        <BenefitsSkeleton />
      </PageLayout>
    );
  }
  const search = selectionSearch(selection.suffix, selection.asOfDate);
  const shown = BENEFIT_SUMMARY_CATEGORIES.flatMap((category, index) => {
    const summary = loaded[index];
    return summary && summary.tiers.length > 0 ? [{ category, summary }] : [];
  });
  return (
    <PageLayout title={BENEFITS_TEXTS.summaryTitle} intro={intro}>
      <BenefitsFilters
        members={account.data.members}
        suffix={selection.suffix}
        onSuffix={(suffix) => selection.update({ suffix })}
        asOfDate={selection.asOfDate}
        onAsOfDate={(asOfDate) => selection.update({ asOfDate })}
      />
      {shown.length === 0 ? (
        <EmptyState>{BENEFITS_TEXTS.noCategories}</EmptyState>
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
  const name = BENEFITS_TEXTS.categoryName[category];
  const tier = getDefaultTier(summary.tiers);
  if (!tier) return null;
  const headingId = `summary-${category}`;
  const bars = [
    [BENEFITS_TEXTS.individualDeductible, tier.oopDeductibles.individualDeductible],
    [BENEFITS_TEXTS.individualOutOfPocket, tier.oopDeductibles.individualOutOfPocket],
  ] as const;
  return (
    <section className="benefits-section card" aria-labelledby={headingId}>
      <h2 id={headingId}>{name}</h2>
      <p className="benefits-period">
        {getTierLabel(tier)} · {getBenefitsTimelineText(summary.periodStart, summary.periodEnd)}
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
        <p>{BENEFITS_TEXTS.notApplicable}</p>
      )}
      <p>
        <Link to={`${paths.benefitsCategoryOf(category)}${search}`}>{BENEFITS_TEXTS.viewCategory(name)}</Link>
      </p>
    </section>
  );
}
