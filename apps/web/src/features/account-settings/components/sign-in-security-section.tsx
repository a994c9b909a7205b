import { useState, useTransition } from 'react';
import { Link, useNavigate } from 'react-router';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { logOutEverywhere } from '../api/log-out-everywhere';
import { accountSettingsTexts } from '../texts';

/**
 * "Sign-in and security": the password change and "Log out everywhere", which ends every session of
 * the account on the gateway and then logs this browser out as /logout does.
 */
export function SignInSecuritySection() {
  const t = accountSettingsTexts.useTexts();
  const navigate = useNavigate();
  const [isPending, startTransition] = useTransition();
  const [failed, setFailed] = useState(false);

  const handleLogOutEverywhere = () => {
    setFailed(false);
    startTransition(async () => {
      try {
        await logOutEverywhere();
        startTransition(() => navigate(paths.logout));
      } catch {
        setFailed(true);
      }
    });
  };

  return (
    <section className="card stack" aria-labelledby="sign-in-security">
      <h2 id="sign-in-security">{t('securityHeading')}</h2>
      <p>
        <Link to={paths.changePassword}>{t('changePassword')}</Link>
      </p>
      <p>
        <Link to={paths.accountAccess}>{t('accessLink')}</Link>
      </p>
      <p>{t('logOutEverywhereIntro')}</p>
      {failed ? (
        <p className="alert alert--error" role="alert">
          {t('logOutEverywhereFailed')}
        </p>
      ) : null}
      <div>
        <button className="button" type="button" onClick={handleLogOutEverywhere} disabled={isPending}>
          {t('logOutEverywhere')}
        </button>
      </div>
      {isPending ? <Spinner label={t('logOutEverywhere')} /> : null}
    </section>
  );
}
