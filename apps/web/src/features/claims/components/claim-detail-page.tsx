import type { ClaimDetail, ClaimServiceLine } from '@dash/domain/api';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { openEobPdf } from '@/api/eob-pdf';
import { Alert } from '@/components/alert';
import { ListSkeleton } from '@/components/list-skeleton';
import { LoadFailure } from '@/components/load-failure';
import { PageLayout } from '@/components/page-layout';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HttpError } from '@/lib/http-error';
import { useFormat } from '@/lib/i18n/use-format';
import { useClaim } from '../api/get-claim';
import { claimsTexts } from '../texts';
import { ClaimFacts } from './claim-card';
import { ClaimNoticeSection } from './claim-notice';
import { FactList } from './fact-list';
import { LineReasons, useShareFacts } from './line-explanation';

/**
 * /claims/{claimNumber} (issue 14): the claim, its service lines (dental ones with tooth and surface)
 * with how the member's share arose and why (issue 36 §7), the notice's appeal rights and, for the
 * subscriber, its EOB. Failures are shown here (document 1 §8).
 */
export function ClaimDetailPage() {
  const t = claimsTexts.useTexts();
  const { claimNumber = '' } = useParams();
  const title = t('claimLink', { claimNumber });
  useDocumentTitle(title);
  const claim = useClaim(claimNumber);
  if (claim.isError && !(claim.error instanceof HttpError)) throw claim.error;
  const failure = claim.error instanceof HttpError && !claim.isFetching ? claim.error : null;
  const back = (
    <p>
      <Link to={paths.claims}>{t('backToClaims')}</Link>
    </p>
  );
  return (
    <PageLayout title={title} lead={back} busy={claim.isFetching}>
      {failure?.status === 404 ? (
        <Alert
          alert={{
            type: 'error',
            title: t('claimNotFound'),
            content: failure.body?.message ?? '',
            canDismiss: false,
          }}
        />
      ) : failure ? (
        <LoadFailure
          status={failure.status}
          title={t('loadClaimFailed')}
          onRetry={() => void claim.refetch()}
        />
      ) : claim.data ? (
        <ClaimContent claim={claim.data} />
      ) : (
        <ListSkeleton label={t('loading')} />
      )}
    </PageLayout>
  );
}

function ClaimContent({ claim }: { claim: ClaimDetail }) {
  const t = claimsTexts.useTexts();
  return (
    <>
      <div className="card claim-card">
        <ClaimFacts claim={claim} />
      </div>
      <EobAccess claim={claim} />
      <h2 className="claims-summary">{t('serviceLines')}</h2>
      <ul className="claims-list">
        {claim.serviceLines.map((line) => (
          <ServiceLine key={line.lineNumber} line={line} />
        ))}
        <li className="card claim-card">
          <h3>{t('totals')}</h3>
          <Amounts
            billed={claim.billed}
            allowed={claim.allowed}
            planPaid={claim.planPaid}
            memberOwes={claim.memberResponsibility}
          />
        </li>
      </ul>
      {claim.notice ? <ClaimNoticeSection notice={claim.notice} /> : null}
    </>
  );
}

function ServiceLine({ line }: { line: ClaimServiceLine }) {
  return (
    <li className="card claim-card">
      <h3>
        {line.code} {line.description}
      </h3>
      <Amounts {...line} line={line} />
      <LineReasons line={line} />
    </li>
  );
}

function Amounts(props: {
  billed: number;
  allowed: number;
  planPaid: number;
  memberOwes: number;
  toothNumber?: string | null;
  toothSurface?: string | null;
  line?: ClaimServiceLine;
}) {
  const t = claimsTexts.useTexts();
  const format = useFormat();
  const shares = useShareFacts(props.line ?? null);
  const facts: [string, string][] = [
    ...(props.toothNumber ? [[t('tooth'), props.toothNumber] as [string, string]] : []),
    ...(props.toothSurface ? [[t('surface'), props.toothSurface] as [string, string]] : []),
    [t('billed'), format.money(props.billed)],
    [t('allowed'), format.money(props.allowed)],
    [t('planPaid'), format.money(props.planPaid)],
    [t('memberOwes'), format.money(props.memberOwes)],
    ...shares,
  ];
  return <FactList facts={facts} />;
}

/** The EOB button (subscribers get one once the claim is processed); a failed pdf is shown here. */
function EobAccess({ claim }: { claim: ClaimDetail }) {
  const t = claimsTexts.useTexts();
  const format = useFormat();
  const [failure, setFailure] = useState<number | null>(null);
  if (!claim.eob) {
    return claim.status === 'received' || claim.status === 'processing' ? <p>{t('eobPending')}</p> : null;
  }
  const { eobId, issuedDate } = claim.eob;
  const open = async () => {
    setFailure(null);
    try {
      await openEobPdf(eobId);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      setFailure(error.status);
    }
  };
  return (
    <div className="claims-summary">
      <p>
        {t('issued')}: {format.date(issuedDate)}
      </p>
      <button type="button" className="button button--primary" onClick={() => void open()}>
        {t('viewEob')}{' '}
        <span className="visually-hidden">{t('openPdf', { claimNumber: claim.claimNumber })}</span>
      </button>
      {failure !== null ? (
        <LoadFailure status={failure} title={t('loadEobsFailed')} onRetry={() => void open()} />
      ) : null}
    </div>
  );
}
