import { LOGIN_TEXTS, LOGIN_TITLE, LOGOUT_SUCCESS_BANNER } from '@dash/domain';
import { Link, useSearchParams } from 'react-router';
import { PageLayout } from '@/components/page-layout';
import { LOGGED_OUT_PARAM, paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useBrand } from '@/lib/brand';
import { LoginForm } from './login-form';

/** /login (document 1 §2). The create-account and forgot links follow the brand. */
export function LoginPage() {
  const { showAccountLinks } = useBrand();
  const [searchParams] = useSearchParams();
  useDocumentTitle(LOGIN_TITLE);
  return (
    <PageLayout title={LOGIN_TITLE} titleId="login-title" width="narrow" framed>
      {searchParams.get(LOGGED_OUT_PARAM) === 'true' ? (
        <p className="alert alert--success" role="status">
          {LOGOUT_SUCCESS_BANNER}
        </p>
      ) : null}
      <LoginForm />
      <ul className="link-list link-list--inline" aria-label="Account help">
        {showAccountLinks ? (
          <>
            <li>
              <Link to={paths.recoverUsername}>{LOGIN_TEXTS.forgotUsername}</Link>
            </li>
            <li>
              <Link to={paths.recoverPassword}>{LOGIN_TEXTS.forgotPassword}</Link>
            </li>
            <li>
              <Link to={paths.registration}>{LOGIN_TEXTS.createAccount}</Link>
            </li>
          </>
        ) : null}
        <li>
          <Link to={paths.contactUs}>{LOGIN_TEXTS.contactUs}</Link>
        </li>
      </ul>
    </PageLayout>
  );
}
