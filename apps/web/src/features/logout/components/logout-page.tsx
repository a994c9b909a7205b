import { LOGGED_OUT_TITLE, LOGOUT_LINK_TEXTS } from '@dash/domain';
import { Link } from 'react-router';
import { PageLayout } from '@/components/page-layout';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useBrand } from '@/lib/brand';

/** /logout (document 1 §2): what the partner brand shows after logging out. */
export function LogoutPage() {
  const brand = useBrand();
  useDocumentTitle(LOGGED_OUT_TITLE);
  return (
    <PageLayout title={LOGGED_OUT_TITLE} titleId="logout-title" width="narrow" framed>
      <ul className="link-list">
        <li>
          <a href={brand.providerDashboardUrl}>{LOGOUT_LINK_TEXTS.providerDashboard}</a>
        </li>
        <li>
          <Link to={paths.contactUs}>{LOGOUT_LINK_TEXTS.customerService}</Link>
        </li>
        <li>
          <a href={brand.healthPlanContactUrl}>{LOGOUT_LINK_TEXTS.healthPlan}</a>
        </li>
      </ul>
    </PageLayout>
  );
}
