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
import { EOB_FILTER_FIELDS, EOB_SEARCH_KEYS, useEobs } from '../api/get-eobs';
import { useHistorySearch } from '../hooks/use-history-search';
import { claimsTexts } from '../texts';
import { EobCard } from './eob-card';
import { HistoryFilters } from './history-filters';
import { HistoryResults } from './history-results';

/**
 * /eobs (document 2 §2, §6): the subscriber's explanations of benefits by date and member, each a pdf
 * the gateway renders. A dependent is told EOBs are the subscriber's. Failures are shown here (§8).
 */
export function EobsPage() {
  const t = claimsTexts.useTexts();
  useDocumentTitle(t('eobsTitle'));
  const { params, search, apply, clear, toPage } = useHistorySearch(EOB_SEARCH_KEYS);
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
      <PageLayout title={t('eobsTitle')}>
        <Alert
          alert={{
            type: 'info',
            title: t('eobsTitle'),
            content: failure.body?.message ?? '',
            canDismiss: false,
          }}
        />
        <p>
          <Link to={paths.claims}>{t('backToClaims')}</Link>
        </p>
      </PageLayout>
    );
  }
  return (
    <PageLayout title={t('eobsTitle')} intro={t('eobsIntro')} busy={eobs.isFetching}>
      <HistoryFilters
        valuesKey={params.toString()}
        label={t('eobFiltersTitle')}
        fields={EOB_FILTER_FIELDS}
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
          title={t('loadEobsFailed')}
          onRetry={() => void open(pdfFailure.eob)}
        />
      ) : null}
      <HistoryResults
        data={data}
        failure={failure}
        filtersTitle={t('eobFiltersTitle')}
        failedTitle={t('loadEobsFailed')}
        onRetry={() => void eobs.refetch()}
        count={(total) => t('eobCount', { total })}
        emptyTitle={t('noEobs')}
        emptyHelp={t('noEobsHelp')}
        onClear={clear}
        title={t('eobsTitle')}
        onPage={toPage}
        renderItem={(eob) => <EobCard key={eob.eobId} eob={eob} onOpen={(chosen) => void open(chosen)} />}
      />
    </PageLayout>
  );
}
