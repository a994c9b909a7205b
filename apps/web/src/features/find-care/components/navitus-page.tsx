import { API_PATHS } from '@dash/domain/api';
import { ExternalLink } from '@/components/external-link';
import { PageLayout } from '@/components/page-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { findCareTexts } from '../texts';

/**
 * /navitus (document 2 §2 Other routes, §6): the pharmacy benefit manager's page, reached from the
 * claims submenu when program 37 is present. The vendor is an outside system: the link goes to the
 * gateway's address for it, which is the configured NAVITUS_URL's local stand-in by default.
 */
export function NavitusPage() {
  const t = findCareTexts.useTexts();
  useDocumentTitle(t('pharmacyTitle'));
  return (
    <PageLayout title={t('pharmacyTitle')} intro={t('pharmacyIntro')}>
      <p>
        <ExternalLink className="button button--primary" href={API_PATHS.navitusStandIn}>
          {t('pharmacyLink')}
        </ExternalLink>
      </p>
    </PageLayout>
  );
}
