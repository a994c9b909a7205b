import { getErrorPage } from '@dash/domain';
import { Link } from 'react-router';
import { ErrorReference } from '@/components/error-reference';
import { ExternalLink } from '@/components/external-link';
import { PageLayout } from '@/components/page-layout';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useBrand } from '@/lib/brand';
import { useVisitorTokens } from '@/lib/session';
import { commonTexts } from '@/locales/texts';
import { errorsTexts } from '../texts';

const UNAUTHORIZED = '401';

/** The statuses with their own title in the catalogue of document 1 §8; any other reads as generic. */
const TITLED = ['1', '400', '401', '403', '404', '408', '500', '502', '503'] as const;
type Titled = (typeof TITLED)[number];
const titleKey = (status: string) =>
  (TITLED as readonly string[]).includes(status) ? (status as Titled) : 'generic';

const TIPS = ['tip1', 'tip2', 'tip3'] as const;

/**
 * The error page for a status, from the catalogue of document 1 §8 (unknown statuses fall back to
 * generic): the domain's rule says whether it has a code and tips, the catalogue gives the words.
 * Never a dead end (issue 9): it leads home when signed in, else to the login, and to the contact page.
 * An error the app caught and reported shows its reference (issue 36).
 */
export function ErrorPage({ status, reference }: { status: string; reference?: string | undefined }) {
  const brand = useBrand();
  const t = errorsTexts.useTexts();
  const common = commonTexts.useTexts();
  const { session } = useVisitorTokens();
  const page = getErrorPage(status);
  const key = titleKey(status);
  const title = t(`title.${key}`);
  useDocumentTitle(title);
  const showPartnerLinks = status === UNAUTHORIZED && brand.showPartnerLinksOn401;
  return (
    <PageLayout title={title} titleId="error-title" width="narrow">
      {page.code && key !== 'generic' && key !== '1' ? (
        <p className="error-panel__code">{t(`code.${key}`)}</p>
      ) : null}
      {page.withTips ? (
        <ul className="tips">
          {TIPS.map((tip) => (
            <li key={tip}>{t(tip)}</li>
          ))}
        </ul>
      ) : null}
      {reference ? <ErrorReference reference={reference} /> : null}
      {showPartnerLinks ? (
        <ul className="link-list">
          <li>
            <ExternalLink href={brand.providerDashboardUrl} sameWindow note={common('shell.leavesSite')}>
              {common('logoutLinks.providerDashboard')}
            </ExternalLink>
          </li>
          <li>
            <Link to={paths.contactUs}>{common('logoutLinks.customerService')}</Link>
          </li>
        </ul>
      ) : null}
      <nav aria-label={t('wayOn')}>
        <ul className="link-list error-panel__way-on">
          <li>
            {!session ? (
              <Link to={paths.login}>{t('backToLogin')}</Link>
            ) : (
              <Link to={paths.home}>{t('backToHome')}</Link>
            )}
          </li>
          {showPartnerLinks ? null : (
            <li>
              <Link to={paths.contactUs}>{t('contactUs')}</Link>
            </li>
          )}
        </ul>
      </nav>
    </PageLayout>
  );
}
