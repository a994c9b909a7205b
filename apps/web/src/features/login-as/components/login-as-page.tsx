import type { LoginAsTitleKey } from '@dash/domain';
import { PageLayout } from '@/components/page-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { loginAsTexts } from '../texts';
import { LoginAsForm } from './login-as-form';

/** /login-as (document 1 §2): 'Login as anyone' or 'Login as non-employee' by the staff role. */
export function LoginAsPage({ titleKey, staffToken }: { titleKey: LoginAsTitleKey; staffToken: string }) {
  const t = loginAsTexts.useTexts();
  const title = t(titleKey);
  useDocumentTitle(title);
  return (
    <PageLayout title={title} titleId="login-as-title" width="narrow" framed>
      <LoginAsForm staffToken={staffToken} />
    </PageLayout>
  );
}
