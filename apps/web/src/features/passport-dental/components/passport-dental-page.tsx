import { hasPlanSpecificPassportLink, SHELL_TEXTS, PASSPORT_DENTAL as TEXTS, telHref } from '@dash/domain';
import { ExternalLink } from '@/components/external-link';
import { PageLayout } from '@/components/page-layout';
import { Spinner } from '@/components/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HttpError } from '@/lib/http-error';
import { useAccount } from '../api/get-account';

/**
 * /passport-dental (document 1 §2, document 2 §2): the phone, the claim instructions, the external
 * 'Find in-network dentist' link, and a plan-specific link for Medicare parent group 100000075.
 */
export function PassportDentalPage() {
  useDocumentTitle(TEXTS.title);
  const account = useAccount();
  if (account.isError) {
    if (account.error instanceof HttpError) return null;
    throw account.error;
  }
  return (
    <PageLayout title={TEXTS.title} intro={TEXTS.intro}>
      <p>
        {TEXTS.phoneLabel}: <a href={telHref(TEXTS.phone)}>{TEXTS.phone}</a>
      </p>
      <h2>{TEXTS.claimTitle}</h2>
      <p>{TEXTS.claimIntro}</p>
      <ul>
        {TEXTS.claimItems.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <ul className="link-list">
        <li>
          <ExternalLink href={TEXTS.findDentistUrl}>{TEXTS.findDentist}</ExternalLink>
        </li>
        {account.isPending ? (
          <li>
            <Spinner label={SHELL_TEXTS.loading} />
          </li>
        ) : hasPlanSpecificPassportLink(account.data.parentGroupId) ? (
          <li>
            <ExternalLink href={TEXTS.planSpecificUrl}>{TEXTS.planSpecificLink}</ExternalLink>
          </li>
        ) : null}
      </ul>
    </PageLayout>
  );
}
