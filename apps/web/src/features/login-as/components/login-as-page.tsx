import type { LoginAsTitleKey } from '@dash/domain';
import { Link } from 'react-router';
import { PageLayout } from '@/components/page-layout';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { loginAsTexts } from '../texts';
import { LoginAsForm } from './login-as-form';

/** /login-as (document 1 §2): 'Login as anyone' or 'Login as non-employee' by the staff role. */
export function LoginAsPage({ titleKey, staffToken }: { titleKey: LoginAsTitleKey; staffToken: string }) {
  const t = loginAsTexts.useTexts();
  const title = t(titleKey);
  useDocumentTitle(title);
  return (
    <PageLayout
      title={title}
      titleId="login-as-title"
      width="narrow"
      framed
      // Member services' secure messages of the brand (issue 39 §1), answered with this staff token.
      lead={
        <p>
          <Link to={paths.staffMessages}>{t('staffInbox')}</Link>
        </p>
      }
    >
      <LoginAsForm staffToken={staffToken} />
    </PageLayout>
  );
}
