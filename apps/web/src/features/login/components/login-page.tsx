import { LOGGED_OUT_PARAM } from '@dash/domain';
import { Link, useSearchParams } from 'react-router';
import { PageLayout } from '@/components/page-layout';
import { firstPagePaths } from '@/config/first-page-paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useBrand } from '@/lib/brand';
import { loginTexts } from '../texts';
import { LoginForm } from './login-form';

/** /login (document 1 §2). The create-account and forgot links follow the brand. */
export function LoginPage() {
  const t = loginTexts.useTexts();
  const { showAccountLinks } = useBrand();
  const [searchParams] = useSearchParams();
  useDocumentTitle(t('title'));
  return (
    <PageLayout title={t('title')} titleId="login-title" width="narrow" framed>
      {searchParams.get(LOGGED_OUT_PARAM) === 'true' ? (
        <p className="alert alert--success" role="status">
          {t('loggedOut')}
        </p>
      ) : null}
      <LoginForm />
      <ul className="link-list link-list--inline" aria-label={t('accountHelp')}>
        {showAccountLinks ? (
          <>
            <li>
              <Link to={firstPagePaths.recoverUsername}>{t('forgotUsername')}</Link>
            </li>
            <li>
              <Link to={firstPagePaths.recoverPassword}>{t('forgotPassword')}</Link>
            </li>
            <li>
              <Link to={firstPagePaths.registration}>{t('createAccount')}</Link>
            </li>
          </>
        ) : null}
        <li>
          <Link to={firstPagePaths.contactUs}>{t('contactUs')}</Link>
        </li>
      </ul>
    </PageLayout>
  );
}
