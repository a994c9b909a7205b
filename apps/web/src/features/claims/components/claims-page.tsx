import { canSeeEobs, getClaimsScope } from '@dash/domain';
import { Link } from 'react-router';
import { useShell } from '@/api/shell';
import { LineSkeleton } from '@/components/line-skeleton';
import { PageLayout } from '@/components/page-layout';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HttpError } from '@/lib/http-error';
import { CLAIMS_SEARCH_KEYS, useClaims } from '../api/get-claims';
import { useHistorySearch } from '../hooks/use-history-search';
import { claimSubmissionsTexts } from '../submission/texts';
import { claimsTexts } from '../texts';
import { ClaimCard } from './claim-card';
import { ClaimsFilters } from './claims-filters';
import { HistoryResults } from './history-results';

/**
 * /claims (document 2 §2; issue 14): the family's claims (a dependent's own), newest first, filtered
 * by member, category, status and date, paged. The filters are the address's search parameters.
 * Failures are shown here with a Retry, not on the error page (document 1 §8).
 */
export function ClaimsPage() {
  const t = claimsTexts.useTexts();
  const ts = claimSubmissionsTexts.useTexts();
  useDocumentTitle(t('claimsTitle'));
  const { params, search, apply, clear, toPage } = useHistorySearch(CLAIMS_SEARCH_KEYS);
  const claims = useClaims(search);
  const shell = useShell();
  const data = claims.data;
  const failure = claims.error instanceof HttpError && !claims.isFetching ? claims.error : null;
  if (claims.isError && !(claims.error instanceof HttpError)) throw claims.error;
  // The member selector is for a family of more than one. Until the first response says how many, a
  // subscriber's filters hold its place, so the fields below do not move down when the family arrives.
  const showMember = data
    ? data.members.length > 1
    : shell.data !== undefined && getClaimsScope(shell.data.memberSuffix) === 'family';

  return (
    <PageLayout title={t('claimsTitle')} intro={t('claimsIntro')} busy={claims.isFetching}>
      {/* Issue 39 §3: a claim for a service the member paid, sent from here. */}
      <p>
        <Link className="button button--primary" to={paths.submitClaim}>
          {ts('submitLink')}
        </Link>
      </p>
      {/* Until the shell says whether this member sees EOBs, the link's line is held for it. */}
      {shell.isPending ? (
        <LineSkeleton />
      ) : shell.data && canSeeEobs(shell.data.memberSuffix) ? (
        <p>
          <Link to={paths.eobs}>{t('eobsLink')}</Link>
        </p>
      ) : null}
      <ClaimsFilters
        valuesKey={params.toString()}
        search={search}
        members={data?.members ?? []}
        showMember={showMember}
        earliestDate={data?.earliestDate}
        onApply={apply}
        onClear={clear}
      />
      <HistoryResults
        data={data}
        failure={failure}
        filtersTitle={t('filtersTitle')}
        failedTitle={t('loadClaimsFailed')}
        onRetry={() => void claims.refetch()}
        count={(total) => t('count', { total })}
        emptyTitle={t('noClaims')}
        emptyHelp={t('noClaimsHelp')}
        onClear={clear}
        title={t('claimsTitle')}
        onPage={toPage}
        renderItem={(claim) => <ClaimCard key={claim.claimNumber} claim={claim} />}
      />
    </PageLayout>
  );
}
