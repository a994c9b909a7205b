import { getWelcomeIdentifier, SUBSCRIBER_ID_COPIED_MS } from '@dash/domain';
import type { HomeData } from '@dash/domain/api';
import { CopyButton } from '@/components/copy-button';
import { notify } from '@/lib/notifications';
import { homeTexts } from '../texts';

const BY_KIND = {
  subscriberId: { label: 'subscriberIdLabel', copied: 'copiedSubscriberId' },
  employeeId: { label: 'employeeIdLabel', copied: 'copiedEmployeeId' },
} as const;

/**
 * The welcome banner (document 2 §2): the first name and the subscriber ID with a copy control whose
 * confirmation lasts 5 seconds; members of local 598 see their employee id instead.
 */
export function WelcomeBanner({ home }: { home: HomeData }) {
  const t = homeTexts.useTexts();
  const identifier = getWelcomeIdentifier(home.family.subscriberId, home.employee);
  const keys = BY_KIND[identifier.kind];
  const { firstName } = home.principal;
  return (
    <section className="welcome-banner" aria-labelledby="welcome-title">
      <h1 id="welcome-title">{firstName ? t('welcomeName', { firstName }) : t('welcome')}</h1>
      <dl className="welcome-banner__facts">
        <div>
          <dt>{t(keys.label)}</dt>
          <dd>{identifier.value}</dd>
        </div>
      </dl>
      <CopyButton
        value={identifier.value}
        accessibleLabel={t(keys.label)}
        confirmationMs={SUBSCRIBER_ID_COPIED_MS}
        onCopied={() =>
          notify({ status: 'success', message: t(keys.copied), dismissAfter: SUBSCRIBER_ID_COPIED_MS })
        }
        onCopyFailed={() => notify({ status: 'error', message: t('copyFailed') })}
      />
    </section>
  );
}
