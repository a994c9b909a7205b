import { CHANGE_PASSWORD_TEXTS as TEXTS } from '@dash/domain';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageLayout } from '@/components/page-layout';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ChangePasswordForm } from './change-password-form';

/** How long the success message stays before the member is taken home. */
const SUCCESS_REDIRECT_MS = 3000;

/** /account/settings/change-password (document 1 §2): reached after login when the status is INI. */
export function ChangePasswordPage() {
  useDocumentTitle(TEXTS.title);
  const navigate = useNavigate();
  const [changed, setChanged] = useState(false);
  useEffect(() => {
    if (!changed) return;
    const timer = setTimeout(() => navigate(paths.home), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [changed, navigate]);

  return (
    <PageLayout title={TEXTS.title} width="narrow">
      {changed ? (
        <div className="alert alert--success" role="status">
          <p>{TEXTS.success}</p>
          <p>
            <Link to={paths.home}>{TEXTS.continue}</Link>
          </p>
        </div>
      ) : (
        <>
          <p>{TEXTS.intro}</p>
          <ChangePasswordForm onChanged={() => setChanged(true)} />
        </>
      )}
    </PageLayout>
  );
}
