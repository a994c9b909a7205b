import { CLAIM_TEXTS, CLAIMS_PAGE_SIZE } from '@dash/domain';
import type { EobSummary } from '@dash/domain/api';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { openEobPdf } from '@/api/eob-pdf';
import { Alert } from '@/components/alert';
import { LoadFailure } from '@/components/load-failure';
import { PageLayout } from '@/components/page-layout';
import { Pager } from '@/components/pager';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HttpError } from '@/lib/http-error';
import { type EobsSearch, useEobs } from '../api/get-eobs';
import { EobCard } from './eob-card';
import { EobsFilters } from './eobs-filters';
import { EobsSkeleton } from './eobs-skeleton';

const SEARCH_KEYS = ['suffix', 'startDate', 'endDate', 'page'] as const;

function readSearch(params: URLSearchParams): EobsSearch {
  const search: Record<string, string> = {};
  for (const key of SEARCH_KEYS) {
    const value = params.get(key);
    if (value) search[key] = value;
  }
  return search;
}

/**
 * /eobs (document 2 §2, §6): the subscriber's explanations of benefits by date and member, each a pdf
 * the gateway draws. A dependent is told EOBs are the subscriber's. Failures are shown here (§8).
 */
export function EobsPage() {
  useDocumentTitle(CLAIM_TEXTS.eobsTitle);
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const eobs = useEobs(search);
  const [pdfFailure, setPdfFailure] = useState<{ status: number; eob: EobSummary } | null>(null);
  if (eobs.isError && !(eobs.error instanceof HttpError)) throw eobs.error;
  const failure = eobs.error instanceof HttpError && !eobs.isFetching ? eobs.error : null;
  const data = eobs.data;

  const clear = () => setParams(new URLSearchParams());
  const toPage = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };
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
      <EobsFilters
        key={`${params.toString()}|${data?.members.length ?? 0}`}
        search={search}
        members={data?.members ?? []}
        earliestDate={data?.earliestDate}
        onApply={(filters) => setParams(new URLSearchParams(filters as Record<string, string>))}
        onClear={clear}
      />
      {pdfFailure ? (
        <LoadFailure
          status={pdfFailure.status}
          title={CLAIM_TEXTS.loadEobsFailed}
          onRetry={() => void open(pdfFailure.eob)}
        />
      ) : null}
      {failure?.status === 400 ? (
        <Alert
          alert={{
            type: 'error',
            title: CLAIM_TEXTS.eobFiltersTitle,
            content: failure.body?.message ?? '',
            canDismiss: false,
          }}
        />
      ) : failure ? (
        <LoadFailure
          status={failure.status}
          title={CLAIM_TEXTS.loadEobsFailed}
          onRetry={() => void eobs.refetch()}
        />
      ) : !data ? (
        <EobsSkeleton />
      ) : (
        <>
          <p className="claims-summary" aria-live="polite">
            <strong>{CLAIM_TEXTS.eobCount(data.page.totalElements)}</strong>
          </p>
          {data.content.length === 0 ? (
            <div className="card">
              <h2>{CLAIM_TEXTS.noEobs}</h2>
              <p>{CLAIM_TEXTS.noEobsHelp}</p>
              <button type="button" className="button" onClick={clear}>
                {CLAIM_TEXTS.clearFilters}
              </button>
            </div>
          ) : (
            <ul className="claims-list">
              {data.content.map((eob) => (
                <EobCard key={eob.eobId} eob={eob} onOpen={(chosen) => void open(chosen)} />
              ))}
            </ul>
          )}
          <Pager
            label={CLAIM_TEXTS.eobsTitle}
            page={data.page.number}
            size={data.page.size || CLAIMS_PAGE_SIZE}
            total={data.page.totalElements}
            onChange={toPage}
          />
        </>
      )}
    </PageLayout>
  );
}
