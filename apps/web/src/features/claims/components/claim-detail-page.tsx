import { CLAIM_TEXTS, formatIsoDate, formatUsd, SHELL_TEXTS } from '@dash/domain';
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
import { useClaim } from '../api/get-claim';
import { ClaimFacts } from './claim-card';
import { FactList } from './fact-list';

/**
 * /claims/{claimNumber} (issue 14): the claim, its service lines (dental ones with tooth and surface)
 * and, for the subscriber, its EOB. Failures are shown here (document 1 §8).
 */
export function ClaimDetailPage() {
  const { claimNumber = '' } = useParams();
  const title = CLAIM_TEXTS.claimLink(claimNumber);
  useDocumentTitle(title);
  const claim = useClaim(claimNumber);
  if (claim.isError && !(claim.error instanceof HttpError)) throw claim.error;
  const failure = claim.error instanceof HttpError && !claim.isFetching ? claim.error : null;
  const back = (
    <p>
      <Link to={paths.claims}>{CLAIM_TEXTS.backToClaims}</Link>
    </p>
  );
  return (
    <PageLayout title={title} lead={back} busy={claim.isFetching}>
      {failure?.status === 404 ? (
        <Alert
          alert={{
            type: 'error',
            title: CLAIM_TEXTS.claimNotFound,
            content: failure.body?.message ?? '',
            canDismiss: false,
          }}
        />
      ) : failure ? (
        <LoadFailure
          status={failure.status}
          title={CLAIM_TEXTS.loadClaimFailed}
          onRetry={() => void claim.refetch()}
        />
      ) : claim.data ? (
        <ClaimContent claim={claim.data} />
      ) : (
        <ListSkeleton label={SHELL_TEXTS.loading} />
      )}
    </PageLayout>
  );
}

function ClaimContent({ claim }: { claim: ClaimDetail }) {
  return (
    <>
      <div className="card claim-card">
        <ClaimFacts claim={claim} />
      </div>
      <EobAccess claim={claim} />
      <h2 className="claims-summary">{CLAIM_TEXTS.serviceLines}</h2>
      <ul className="claims-list">
        {claim.serviceLines.map((line) => (
          <ServiceLine key={line.lineNumber} line={line} />
        ))}
        <li className="card claim-card">
          <h3>{CLAIM_TEXTS.totals}</h3>
          <Amounts
            billed={claim.billed}
            allowed={claim.allowed}
            planPaid={claim.planPaid}
            memberOwes={claim.memberResponsibility}
          />
        </li>
      </ul>
    </>
  );
}

function ServiceLine({ line }: { line: ClaimServiceLine }) {
  return (
    <li className="card claim-card">
      <h3>
        {line.code} {line.description}
      </h3>
      <Amounts {...line} />
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
}) {
  const facts: [string, string][] = [
    ...(props.toothNumber ? [[CLAIM_TEXTS.tooth, props.toothNumber] as [string, string]] : []),
    ...(props.toothSurface ? [[CLAIM_TEXTS.surface, props.toothSurface] as [string, string]] : []),
    [CLAIM_TEXTS.billed, formatUsd(props.billed)],
    [CLAIM_TEXTS.allowed, formatUsd(props.allowed)],
    [CLAIM_TEXTS.planPaid, formatUsd(props.planPaid)],
    [CLAIM_TEXTS.memberOwes, formatUsd(props.memberOwes)],
  ];
  return <FactList facts={facts} />;
}

/** The EOB button (subscribers get one once the claim is processed); a failed pdf is shown here. */
function EobAccess({ claim }: { claim: ClaimDetail }) {
  const [failure, setFailure] = useState<number | null>(null);
  if (!claim.eob) {
    return claim.status === 'received' || claim.status === 'processing' ? (
      <p>{CLAIM_TEXTS.eobPending}</p>
    ) : null;
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
        {CLAIM_TEXTS.issued}: {formatIsoDate(issuedDate)}
      </p>
      <button type="button" className="button button--primary" onClick={() => void open()}>
        {CLAIM_TEXTS.viewEob}{' '}
        <span className="visually-hidden">{CLAIM_TEXTS.openPdf(claim.claimNumber)}</span>
      </button>
      {failure !== null ? (
        <LoadFailure status={failure} title={CLAIM_TEXTS.loadEobsFailed} onRetry={() => void open()} />
      ) : null}
    </div>
  );
}
