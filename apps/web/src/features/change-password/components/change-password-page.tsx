import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageLayout } from '@/components/page-layout';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useContinueLogin } from '@/lib/continue-login';
import { changePasswordTexts } from '../texts';
import { ChangePasswordForm } from './change-password-form';

/** How long the success message stays before the member is taken home. */
const SUCCESS_REDIRECT_MS = 3000;

/**
 * /account/settings/change-password (document 1 §2). After login for INI and FRC it runs with the
 * temporary token, and the login goes on (the session opens) once the password is changed.
 */
export function ChangePasswordPage({ temporaryToken }: { temporaryToken: string | null }) {
  const t = changePasswordTexts.useTexts();
  useDocumentTitle(t('title'));
  const navigate = useNavigate();
  const continueLogin = useContinueLogin();
  const [changed, setChanged] = useState(false);
  const midLogin = temporaryToken !== null;
  const wentOn = useRef(false);
  // Once only, by the timer or the link: mid-login the temporary token is spent by going on.
  const goOn = () => {
    if (wentOn.current) return;
    wentOn.current = true;
    if (midLogin) void continueLogin();
    else void navigate(paths.home);
  };
  const goOnLater = useRef(goOn);
  goOnLater.current = goOn;
  useEffect(() => {
    if (!changed) return;
    const timer = setTimeout(() => goOnLater.current(), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [changed]);

  return (
    <PageLayout title={t('title')} width="narrow">
      {changed ? (
        <div className="alert alert--success" role="status">
          <p>{t('success')}</p>
          <p>
            <Link
              to={paths.home}
              onClick={(event) => {
                event.preventDefault();
                goOn();
              }}
            >
              {t('continue')}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p>{t('intro')}</p>
          <ChangePasswordForm onChanged={() => setChanged(true)} temporaryToken={temporaryToken} />
        </>
      )}
    </PageLayout>
  );
}
