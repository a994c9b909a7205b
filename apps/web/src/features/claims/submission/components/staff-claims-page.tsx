import type { SubmittedClaim } from '@dash/domain/api';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { FileDownloadButton } from '@/components/file-download-button';
import { ListSkeleton } from '@/components/list-skeleton';
import { LoadFailure } from '@/components/load-failure';
import { PageLayout } from '@/components/page-layout';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HttpError } from '@/lib/http-error';
import { useLocale } from '@/lib/i18n/locale';
import { downloadReceipt } from '../../api/download-receipt';
import { useStaffClaimSubmissions } from '../../api/get-staff-claim-submissions';
import { claimSubmissionsTexts } from '../texts';

/** An amount in minor units in its currency, in the reader's language. */
function formatPaid(locale: string, minor: number, currency: string) {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}

function SubmittedClaimCard({ claim, staffToken }: { claim: SubmittedClaim; staffToken: string }) {
  const t = claimSubmissionsTexts.useTexts();
  const locale = useLocale();
  const submitted = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(
    new Date(claim.submittedAt),
  );
  const facts: [string, string][] = [
    [t('claimNumber'), claim.claimNumber],
    [t('patient'), claim.memberName],
    [t('claimType'), t(claim.claimType === 'dental' ? 'claimTypeDental' : 'claimTypeMedical')],
    [t('providerAddress'), `${claim.providerAddress} (${claim.country})`],
    [t('serviceDate'), claim.serviceDate],
    [t('services'), claim.services],
    ...(claim.teeth ? [[t('teeth'), claim.teeth] as [string, string]] : []),
    [t('paid'), formatPaid(locale, claim.amountPaid, claim.currency)],
  ];
  return (
    <li className="card stack">
      <h2>{claim.providerName}</h2>
      <p className="muted">
        {t(`status.${claim.status}`)} · {t('submittedOn', { date: submitted })}
      </p>
      <dl className="fact-list">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ul className="link-list">
        {claim.attachments.map((file) => (
          <FileDownloadButton
            key={file.attachmentId}
            label={t('download', { fileName: file.fileName })}
            failedText={t('downloadFailed')}
            download={() => downloadReceipt(file, staffToken)}
          />
        ))}
      </ul>
    </li>
  );
}

/** /staff/claims (issue 39 §3): the brand's submitted claims with their receipts, beside the inbox. */
export function StaffClaimsPage({ staffToken }: { staffToken: string }) {
  const t = claimSubmissionsTexts.useTexts();
  useDocumentTitle(t('staffTitle'));
  const list = useStaffClaimSubmissions(staffToken);
  if (list.isError && !(list.error instanceof HttpError)) throw list.error;
  const lead = (
    <ul className="button-row">
      <li>
        <Link to={paths.loginAs}>{t('staffBackToLoginAs')}</Link>
      </li>
      <li>
        <Link to={paths.staffMessages}>{t('staffMessagesLink')}</Link>
      </li>
    </ul>
  );
  return (
    <PageLayout title={t('staffTitle')} intro={t('staffIntro')} lead={lead} busy={list.isFetching}>
      {list.error instanceof HttpError ? (
        <LoadFailure status={list.error.status} title={t('loadFailed')} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <ListSkeleton label={t('loading')} />
      ) : list.data.claims.length === 0 ? (
        <EmptyState>{t('staffNone')}</EmptyState>
      ) : (
        <ul className="stack list-plain">
          {list.data.claims.map((claim) => (
            <SubmittedClaimCard key={claim.submissionId} claim={claim} staffToken={staffToken} />
          ))}
        </ul>
      )}
    </PageLayout>
  );
}
