import {
  getEarliestHistoryStart,
  HISTORY_YEARS_BACK,
  type HistoryRangeError,
  isBenefitSummaryCategory,
  isIsoDay,
  validateHistoryRange,
} from '@dash/domain';
import type { BenefitCategoryParam, BenefitHistory } from '@dash/domain/api';
import { type FormEvent, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useAccount } from '@/api/account';
import { useShell } from '@/api/shell';
import { DateField } from '@/components/date-field';
import { EmptyState } from '@/components/empty-state';
import { PageLayout } from '@/components/page-layout';
import { Redirect } from '@/components/redirect';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HttpError } from '@/lib/http-error';
import { type HistoryArgs, readHistoryRange, useBenefitHistory } from '../api/get-benefit-history';
import { BenefitsFilters } from './benefits-filters';
import { BenefitsSkeleton } from './benefits-skeleton';
import { isHandledFailure } from './page-failure';
import { TierPanel } from './tier-panel';
import { TierTabs } from './tier-tabs';
import { useBenefitWords } from './use-benefit-words';
import { selectionSearch, useBenefitsSelection } from './use-benefits-selection';

/** A refused range as the form keeps it: the words are chosen when rendered, in the language in use. */
interface RangeProblem {
  readonly error: HistoryRangeError;
  /** The earliest start allowed when the form was sent (yyyy-mm-dd). */
  readonly earliest: string;
}

interface Range {
  readonly startDate: string;
  readonly endDate: string;
}

/** The address's search with the range sent, its other parameters kept. */
function withRange(current: URLSearchParams, range: Range): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set('startDate', range.startDate);
  next.set('endDate', range.endDate);
  return next;
}

const problemField = (problem: RangeProblem): 'startDate' | 'endDate' =>
  problem.error === 'dateRangeInvalid' ? 'endDate' : 'startDate';

/**
 * /benefits/history/{time}/benefits/{category} (document 2 §2, §7 benefits/history): the plan periods
 * starting in a date range ({time}, the period start, by default), with the member selector and the
 * tier tabs. The range rule of §5 is checked on the form and by the gateway; its 400 shows on the form.
 */
export function BenefitHistoryPage() {
  const params = useParams();
  const { category } = params;
  const time = params.time ?? '';
  if (!isBenefitSummaryCategory(category) || !isIsoDay(time)) return <Redirect to={paths.notFound} />;
  return <HistoryContent category={category} time={time} />;
}

interface HistoryContentProps {
  readonly category: BenefitCategoryParam;
  readonly time: string;
}

function HistoryContent({ category, time }: HistoryContentProps) {
  const { t, format } = useBenefitWords();
  const title = t(`historyTitle.${category}`);
  useDocumentTitle(title);
  const shell = useShell();
  const account = useAccount();
  const selection = useBenefitsSelection(shell.data?.memberSuffix ?? 0);
  const [search, setSearch] = useSearchParams();
  const { startDate, endDate } = readHistoryRange(search, time);
  const [draft, setDraft] = useState({ startDate, endDate });
  const [formError, setFormError] = useState<RangeProblem | null>(null);
  const ready = shell.data !== undefined;
  const args: HistoryArgs = { category, suffix: selection.suffix, startDate, endDate };
  const history = useBenefitHistory(args, ready);
  const rangeRefused = history.error instanceof HttpError && history.error.status === 400;
  if (!rangeRefused && isHandledFailure([shell.error, account.error])) return null;
  if (history.error && !rangeRefused) throw history.error;

  const serverError = rangeRefused && history.error instanceof HttpError ? history.error.body : null;
  const problemMessage = (problem: RangeProblem) =>
    problem.error === 'startTooEarly'
      ? t('startTooEarly', { date: format.date(problem.earliest) })
      : t(problem.error);
  const fieldError = (field: 'startDate' | 'endDate') =>
    formError && problemField(formError) === field
      ? problemMessage(formError)
      : (serverError?.fieldErrors?.[field]?.[0] ?? undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const now = new Date();
    const error = validateHistoryRange(draft.startDate, draft.endDate, { now, limitStart: true });
    if (error) {
      setFormError({ error, earliest: getEarliestHistoryStart(now) });
      return;
    }
    setFormError(null);
    setSearch((current) => withRange(current, draft), { replace: true });
  };

  const back = (
    <Link to={`${paths.benefitsCategoryOf(category)}${selectionSearch(selection.suffix, null)}`}>
      {t(`backTo.${category}`)}
    </Link>
  );
  const intro = t('historyIntro', { years: HISTORY_YEARS_BACK });
  if (!ready || !account.data) {
    return (
      <PageLayout title={title} lead={back} intro={intro}>
        <BenefitsSkeleton />
      </PageLayout>
    );
  }
  return (
    <PageLayout title={title} lead={back} intro={intro}>
      <BenefitsFilters
        members={account.data.members}
        suffix={selection.suffix}
        onSuffix={(suffix) => selection.update({ suffix })}
      />
      <RangeForm draft={draft} onDraft={setDraft} fieldError={fieldError} onSubmit={onSubmit} />
      {rangeRefused ? null : history.data ? (
        <HistoryPeriods
          category={category}
          periods={history.data}
          search={selectionSearch(selection.suffix, null)}
        />
      ) : (
        <BenefitsSkeleton cards={2} />
      )}
    </PageLayout>
  );
}

interface RangeFormProps {
  readonly draft: Range;
  readonly onDraft: (draft: Range) => void;
  readonly fieldError: (field: keyof Range) => string | undefined;
  readonly onSubmit: (event: FormEvent) => void;
}

/** The date range of the periods shown, as typed until it is sent. */
function RangeForm({ draft, onDraft, fieldError, onSubmit }: RangeFormProps) {
  const { t } = useBenefitWords();
  return (
    <form className="benefits-range" noValidate onSubmit={onSubmit} aria-label={t('history')}>
      <DateField
        label={t('startDate')}
        name="startDate"
        value={draft.startDate}
        error={fieldError('startDate')}
        onChange={(event) => onDraft({ ...draft, startDate: event.target.value })}
      />
      <DateField
        label={t('endDate')}
        name="endDate"
        value={draft.endDate}
        error={fieldError('endDate')}
        onChange={(event) => onDraft({ ...draft, endDate: event.target.value })}
      />
      <button type="submit" className="button button--primary benefits-range__submit">
        {t('showHistory')}
      </button>
    </form>
  );
}

function HistoryPeriods(props: {
  readonly category: BenefitCategoryParam;
  readonly periods: BenefitHistory;
  readonly search: string;
}) {
  const { category, periods, search } = props;
  const { t, timeline } = useBenefitWords();
  if (periods.length === 0) {
    return <EmptyState>{t('noHistory')}</EmptyState>;
  }
  return (
    <>
      {periods.map((period) => (
        <section
          key={period.periodStart}
          className="benefits-section"
          aria-label={timeline(period.periodStart, period.periodEnd)}
        >
          <p className="benefits-period">
            <span className="benefits-period__label">{t('period')}: </span>
            {timeline(period.periodStart, period.periodEnd)}
          </p>
          <TierTabs tiers={period.tiers}>
            {(tier) => <TierPanel category={category} tier={tier} search={search} />}
          </TierTabs>
        </section>
      ))}
    </>
  );
}
