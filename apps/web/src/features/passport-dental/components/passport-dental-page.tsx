import { hasPlanSpecificPassportLink, PASSPORT_DENTAL, telHref } from '@dash/domain';
import { Link } from 'react-router';
import { useAccount } from '@/api/account';
import { ExternalLink } from '@/components/external-link';
import { PageLayout } from '@/components/page-layout';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HttpError } from '@/lib/http-error';
import { passportDentalTexts } from '../texts';

const CLAIM_ITEMS = ['claimItem1', 'claimItem2', 'claimItem3', 'claimItem4'] as const;

/**
 * /passport-dental (document 1 §2, document 2 §2): the phone, the claim instructions, the external
 * 'Find in-network dentist' link, and a plan-specific link for Medicare parent group 100000075.
 */
export function PassportDentalPage() {
  const t = passportDentalTexts.useTexts();
  useDocumentTitle(t('title'));
  const account = useAccount();
  if (account.isError) {
    if (account.error instanceof HttpError) return null;
    throw account.error;
  }
  return (
    <PageLayout title={t('title')} intro={t('intro')}>
      <p>
        {t('phoneLabel')}: <a href={telHref(PASSPORT_DENTAL.phone)}>{PASSPORT_DENTAL.phone}</a>
      </p>
      <h2>{t('claimTitle')}</h2>
      <p>{t('claimIntro')}</p>
      <ul>
        {CLAIM_ITEMS.map((item) => (
          <li key={item}>{t(item)}</li>
        ))}
      </ul>
      {/* Issue 39 §3: the claim the instructions describe, sent from here (dental chosen). */}
      <p>
        <Link to={`${paths.submitClaim}?type=dental`}>{t('submitClaim')}</Link>
      </p>
      <ul className="link-list">
        <li>
          <ExternalLink href={PASSPORT_DENTAL.findDentistUrl}>{t('findDentist')}</ExternalLink>
        </li>
        {account.isPending ? (
          <li>
            <Spinner />
          </li>
        ) : hasPlanSpecificPassportLink(account.data.parentGroupId) ? (
          <li>
            <ExternalLink href={PASSPORT_DENTAL.planSpecificUrl}>{t('planSpecificLink')}</ExternalLink>
          </li>
        ) : null}
      </ul>
    </PageLayout>
  );
}
