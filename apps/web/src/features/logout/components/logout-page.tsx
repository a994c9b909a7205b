import { Link } from 'react-router';
import { ExternalLink } from '@/components/external-link';
import { PageLayout } from '@/components/page-layout';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useBrand } from '@/lib/brand';
import { commonTexts } from '@/locales/texts';
import { logoutTexts } from '../texts';

/** /logout (document 1 §2): what the partner brand shows after logging out. */
export function LogoutPage() {
  const brand = useBrand();
  const t = logoutTexts.useTexts();
  const common = commonTexts.useTexts();
  const title = t('title');
  useDocumentTitle(title);
  return (
    <PageLayout title={title} titleId="logout-title" width="narrow" framed>
      <ul className="link-list">
        <li>
          <ExternalLink href={brand.providerDashboardUrl} sameWindow note={common('shell.leavesSite')}>
            {common('logoutLinks.providerDashboard')}
          </ExternalLink>
        </li>
        <li>
          <Link to={paths.contactUs}>{common('logoutLinks.customerService')}</Link>
        </li>
        <li>
          <ExternalLink href={brand.healthPlanContactUrl} sameWindow note={common('shell.leavesSite')}>
            {common('logoutLinks.healthPlan')}
          </ExternalLink>
        </li>
      </ul>
    </PageLayout>
  );
}
