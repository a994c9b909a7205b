import { getWelcomeIdentifier, getWelcomeMessage, HOME_TEXTS, SUBSCRIBER_ID_COPIED_MS } from '@dash/domain';
import type { HomeData } from '@dash/domain/api';
import { CopyButton } from '@/components/copy-button';
import { notify } from '@/lib/notifications';

const BY_KIND = {
  subscriberId: { label: HOME_TEXTS.subscriberIdLabel, copied: HOME_TEXTS.copiedSubscriberId },
  employeeId: { label: HOME_TEXTS.employeeIdLabel, copied: HOME_TEXTS.copiedEmployeeId },
} as const;

/**
 * The welcome banner (document 2 §2): the first name and the subscriber ID with a copy control whose
 * confirmation lasts 5 seconds; members of local 598 see their employee id instead.
 */
export function WelcomeBanner({ home }: { home: HomeData }) {
  const identifier = getWelcomeIdentifier(home.family.subscriberId, home.employee);
  const texts = BY_KIND[identifier.kind];
  return (
    <section className="welcome-banner" aria-labelledby="welcome-title">
      <h1 id="welcome-title">{getWelcomeMessage(home.principal.firstName)}</h1>
      <dl className="welcome-banner__facts">
        <div>
          <dt>{texts.label}</dt>
          <dd>{identifier.value}</dd>
        </div>
      </dl>
      <CopyButton
        value={identifier.value}
        accessibleLabel={texts.label}
        confirmationMs={SUBSCRIBER_ID_COPIED_MS}
        onCopied={() =>
          notify({ status: 'success', message: texts.copied, dismissAfter: SUBSCRIBER_ID_COPIED_MS })
        }
        onCopyFailed={() => notify({ status: 'error', message: HOME_TEXTS.copyFailed })}
      />
    </section>
  );
}
