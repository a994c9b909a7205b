import { CLAIM_TEXTS, CLAIMS_PAGE_SIZE, canSeeEobs, MENU_TEXTS } from '@dash/domain';
import { Link, useSearchParams } from 'react-router';
import { useShell } from '@/api/shell';
import { Alert } from '@/components/alert';
import { LoadFailure } from '@/components/load-failure';
import { PageLayout } from '@/components/page-layout';
import { Pager } from '@/components/pager';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HttpError } from '@/lib/http-error';
import { type ClaimsSearch, useClaims } from '../api/get-claims';
import { ClaimCard } from './claim-card';
import { ClaimsFilters } from './claims-filters';
import { ClaimsSkeleton } from './claims-skeleton';

const SEARCH_KEYS = ['suffix', 'category', 'status', 'startDate', 'endDate', 'page'] as const;

/** The filters and page of the address, as the call takes them. */
function readSearch(params: URLSearchParams): ClaimsSearch {
  const search: Record<string, string> = {};
  for (const key of SEARCH_KEYS) {
    const value = params.get(key);
    if (value) search[key] = value;
  }
  return search;
}

/**
 * /claims (document 2 §2; issue 14): the family's claims (a dependent's own), newest first, filtered
 * by member, category, status and date, paged. The filters are the address's search parameters.
 * Failures are shown here with a Retry, not on the error page (document 1 §8).
 */
export function ClaimsPage() {
  useDocumentTitle(CLAIM_TEXTS.claimsTitle);
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const claims = useClaims(search);
  const shell = useShell();
  const data = claims.data;
  const failure = claims.error instanceof HttpError && !claims.isFetching ? claims.error : null;
  if (claims.isError && !(claims.error instanceof HttpError)) throw claims.error;

  const apply = (filters: ClaimsSearch) => setParams(new URLSearchParams(filters as Record<string, string>));
  const clear = () => setParams(new URLSearchParams());
  const toPage = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };

  return (
    <PageLayout title={CLAIM_TEXTS.claimsTitle} intro={CLAIM_TEXTS.claimsIntro} busy={claims.isFetching}>
      {shell.data && canSeeEobs(shell.data.memberSuffix) ? (
        <p>
          <Link to={paths.eobs}>{MENU_TEXTS.eobs}</Link>
        </p>
      ) : null}
      <ClaimsFilters
        key={`${params.toString()}|${data?.members.length ?? 0}`}
        search={search}
        members={data?.members ?? []}
        earliestDate={data?.earliestDate}
        onApply={apply}
        onClear={clear}
      />
      {failure?.status === 400 ? (
        <Alert
          alert={{
            type: 'error',
            title: CLAIM_TEXTS.filtersTitle,
            content: failure.body?.message ?? '',
            canDismiss: false,
          }}
        />
      ) : failure ? (
        <LoadFailure
          status={failure.status}
          title={CLAIM_TEXTS.loadClaimsFailed}
          onRetry={() => void claims.refetch()}
        />
      ) : !data ? (
        <ClaimsSkeleton />
      ) : (
        <>
          <p className="claims-summary" aria-live="polite">
            <strong>{CLAIM_TEXTS.count(data.page.totalElements)}</strong>
          </p>
          {data.content.length === 0 ? (
            <div className="card">
              <h2>{CLAIM_TEXTS.noClaims}</h2>
              <p>{CLAIM_TEXTS.noClaimsHelp}</p>
              <button type="button" className="button" onClick={clear}>
                {CLAIM_TEXTS.clearFilters}
              </button>
            </div>
          ) : (
            <ul className="claims-list">
              {data.content.map((claim) => (
                <ClaimCard key={claim.claimNumber} claim={claim} />
              ))}
            </ul>
          )}
          <Pager
            label={CLAIM_TEXTS.claimsTitle}
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
