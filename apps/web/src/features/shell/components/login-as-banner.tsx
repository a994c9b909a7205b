import { STAFF_ROLE_LABELS, LOGIN_AS_BANNER_TEXTS as TEXTS } from '@dash/domain';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLoginAsBanner } from '../api/get-login-as-banner';

/**
 * The banner of every staff login-as session (issue 15): who is acting as whom, above every page,
 * with the way back to /login-as (whose loader ends this member session and gives the staff token
 * back, as the account menu's LoginAsAnyone entry does). Nothing in the member's own session.
 */
export function LoginAsBannerView({ isLoginAs }: { isLoginAs: boolean }) {
  const { data } = useLoginAsBanner(isLoginAs);
  if (!isLoginAs || !data) return null;
  return (
    <section className="login-as-banner" aria-label={TEXTS.label}>
      <p className="login-as-banner__text">
        {TEXTS.actingAs(data.staffUsername, STAFF_ROLE_LABELS[data.staffRole], data.memberName)}
      </p>
      <Link className="login-as-banner__back" to={paths.loginAs}>
        {TEXTS.backToLoginAs}
      </Link>
    </section>
  );
}
