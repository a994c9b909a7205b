import { CLAIM_TEXTS } from '@dash/domain';
import type { EobSummary } from '@dash/domain/api';
import { useState } from 'react';
import { Link } from 'react-router';
import { openEobPdf } from '@/api/eob-pdf';
import { Alert } from '@/components/alert';
import { LoadFailure } from '@/components/load-failure';
import { PageLayout } from '@/components/page-layout';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HttpError } from '@/lib/http-error';
import { useEobs } from '../api/get-eobs';
import { useHistorySearch } from '../hooks/use-history-search';
import { EobCard } from './eob-card';
import { HistoryFilters } from './history-filters';
import { HistoryResults } from './history-results';

const FIELDS = ['suffix', 'startDate', 'endDate'] as const;
const SEARCH_KEYS = [...FIELDS, 'page'] as const;

/**
 * /eobs (document 2 §2, §6): the subscriber's explanations of benefits by date and member, each a pdf
 * the gateway draws. A dependent is told EOBs are the subscriber's. Failures are shown here (§8).
 */
export function EobsPage() {
  useDocumentTitle(CLAIM_TEXTS.eobsTitle);
  const { params, search, apply, clear, toPage } = useHistorySearch(SEARCH_KEYS);
  const eobs = useEobs(search);
  const [pdfFailure, setPdfFailure] = useState<{ status: number; eob: EobSummary } | null>(null);
  if (eobs.isError && !(eobs.error instanceof HttpError)) throw eobs.error;
  const failure = eobs.error instanceof HttpError && !eobs.isFetching ? eobs.error : null;
  const data = eobs.data;

  const open = async (eob: EobSummary) => {
    setPdfFailure(null);
    try {
      await openEobPdf(eob.eobId);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      setPdfFailure({ status: error.status, eob });
    }
  };

  if (failure?.status === 403) {
    return (
      <PageLayout title={CLAIM_TEXTS.eobsTitle}>
        <Alert
          alert={{
            type: 'info',
            title: CLAIM_TEXTS.eobsTitle,
            content: failure.body?.message ?? '',
            canDismiss: false,
          }}
        />
        <p>
          <Link to={paths.claims}>{CLAIM_TEXTS.backToClaims}</Link>
        </p>
      </PageLayout>
    );
  }
  return (
    <PageLayout title={CLAIM_TEXTS.eobsTitle} intro={CLAIM_TEXTS.eobsIntro} busy={eobs.isFetching}>
      <HistoryFilters
        key={`${params.toString()}|${data?.members.length ?? 0}`}
        label={CLAIM_TEXTS.eobFiltersTitle}
        fields={FIELDS}
        search={search}
        members={data?.members ?? []}
        showMember
        earliestDate={data?.earliestDate}
        onApply={apply}
        onClear={clear}
      />
      {pdfFailure ? (
        <LoadFailure
          status={pdfFailure.status}
          title={CLAIM_TEXTS.loadEobsFailed}
          onRetry={() => void open(pdfFailure.eob)}
        />
      ) : null}
      <HistoryResults
        data={data}
        failure={failure}
        filtersTitle={CLAIM_TEXTS.eobFiltersTitle}
        failedTitle={CLAIM_TEXTS.loadEobsFailed}
        onRetry={() => void eobs.refetch()}
        count={CLAIM_TEXTS.eobCount}
        emptyTitle={CLAIM_TEXTS.noEobs}
        emptyHelp={CLAIM_TEXTS.noEobsHelp}
        onClear={clear}
        title={CLAIM_TEXTS.eobsTitle}
        onPage={toPage}
        renderItem={(eob) => <EobCard key={eob.eobId} eob={eob} onOpen={(chosen) => void open(chosen)} />}
      />
    </PageLayout>
  );
}
