import { ERROR_PAGE_TIPS, getErrorPage, LOGOUT_LINK_TEXTS, SHELL_TEXTS, WAY_ON_TEXTS } from '@dash/domain';
import { Link } from 'react-router';
import { ExternalLink } from '@/components/external-link';
import { PageLayout } from '@/components/page-layout';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useBrand } from '@/lib/brand';
import { getSessionToken } from '@/lib/session';

const UNAUTHORIZED = '401';

/**
 * The error page for a status, from the catalogue of document 1 §8 (unknown statuses fall back to
 * generic). Never a dead end (issue 9): it leads home when signed in, else to the login, and to the
 * contact page.
 */
export function ErrorPage({ status }: { status: string }) {
  const brand = useBrand();
  const page = getErrorPage(status);
  useDocumentTitle(page.title);
  const showPartnerLinks = status === UNAUTHORIZED && brand.showPartnerLinksOn401;
  return (
    <PageLayout title={page.title} titleId="error-title" width="narrow">
      {page.code ? <p className="error-panel__code">{page.code}</p> : null}
      {page.withTips ? (
        <ul className="tips">
          {ERROR_PAGE_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      ) : null}
      {showPartnerLinks ? (
        <ul className="link-list">
          <li>
            <ExternalLink href={brand.providerDashboardUrl} sameWindow note={SHELL_TEXTS.leavesSite}>
              {LOGOUT_LINK_TEXTS.providerDashboard}
            </ExternalLink>
          </li>
          <li>
            <Link to={paths.contactUs}>{LOGOUT_LINK_TEXTS.customerService}</Link>
          </li>
        </ul>
      ) : null}
      <nav aria-label={WAY_ON_TEXTS.wayOn}>
        <ul className="link-list error-panel__way-on">
          <li>
            {getSessionToken() === null ? (
              <Link to={paths.login}>{WAY_ON_TEXTS.backToLogin}</Link>
            ) : (
              <Link to={paths.home}>{WAY_ON_TEXTS.backToHome}</Link>
            )}
          </li>
          {showPartnerLinks ? null : (
            <li>
              <Link to={paths.contactUs}>{WAY_ON_TEXTS.contactUs}</Link>
            </li>
          )}
        </ul>
      </nav>
    </PageLayout>
  );
}
