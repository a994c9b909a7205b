import { LOGGED_OUT_TITLE, LOGOUT_LINK_TEXTS, SHELL_TEXTS } from '@dash/domain';
import { Link } from 'react-router';
import { ExternalLink } from '@/components/external-link';
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
          <ExternalLink href={brand.providerDashboardUrl} sameWindow note={SHELL_TEXTS.leavesSite}>
            {LOGOUT_LINK_TEXTS.providerDashboard}
          </ExternalLink>
        </li>
        <li>
          <Link to={paths.contactUs}>{LOGOUT_LINK_TEXTS.customerService}</Link>
        </li>
        <li>
          <ExternalLink href={brand.healthPlanContactUrl} sameWindow note={SHELL_TEXTS.leavesSite}>
            {LOGOUT_LINK_TEXTS.healthPlan}
          </ExternalLink>
        </li>
      </ul>
    </PageLayout>
  );
}
