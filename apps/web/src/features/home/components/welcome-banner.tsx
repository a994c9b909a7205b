import { getSignedInMember, getWelcomeMessage, HOME_TEXTS } from '@dash/domain';
import type { AccountDetails } from '@dash/domain/api';

/** The welcome banner: the signed-in member's first name and the subscriber ID (document 2 §2, Home). */
export function WelcomeBanner({ account }: { account: AccountDetails }) {
  const member = getSignedInMember(account);
  return (
    <section className="welcome-banner" aria-labelledby="welcome-title">
      <h1 id="welcome-title">{getWelcomeMessage(member?.firstName)}</h1>
      <dl className="welcome-banner__facts">
        <div>
          <dt>{HOME_TEXTS.subscriberIdLabel}</dt>
          <dd>{account.subscriberId}</dd>
        </div>
      </dl>
    </section>
  );
}
