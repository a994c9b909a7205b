import { Link } from 'react-router';
import { componentTexts } from '@/components/texts';
import { paths } from '@/config/paths';
import { useLoginAsBanner } from '../api/get-login-as-banner';

/**
 * The banner of every staff login-as session (issue 15): who is acting as whom, above every page,
 * with the way back to /login-as (whose loader ends this member session and gives the staff token
 * back, as the account menu's LoginAsAnyone entry does). Nothing in the member's own session.
 */
export function LoginAsBannerView({ isLoginAs }: { isLoginAs: boolean }) {
  const { data } = useLoginAsBanner(isLoginAs);
  const t = componentTexts.useTexts();
  if (!isLoginAs || !data) return null;
  return (
    <section className="login-as-banner" aria-label={t('loginAs.label')}>
      <p className="login-as-banner__text">
        {t('loginAs.actingAs', {
          staffUsername: data.staffUsername,
          staffRole: t(`loginAs.${data.staffRole}`),
          memberName: data.memberName,
        })}
      </p>
      <Link className="login-as-banner__back" to={paths.loginAs}>
        {t('loginAs.back')}
      </Link>
    </section>
  );
}
