import type { AlertContent } from '@dash/domain';
import type { MailState } from '@dash/domain/api';
import { Alert } from '@/components/alert';
import { useFormat } from '@/lib/i18n/use-format';
import { useDisplayTimeZone } from '@/lib/render-time-zone';
import { useIdCardEmailState } from '../api/get-id-card-email-state';
import { type IdCardKey, idCardTexts } from '../texts';

/** Each state's sentence and how it is shown: only a message given up on asks the member to act. */
const STATE_SHOWN: Readonly<Record<MailState, { key: IdCardKey; type: AlertContent['type'] }>> = {
  queued: { key: 'emailStatusQueued', type: 'info' },
  retrying: { key: 'emailStatusRetrying', type: 'info' },
  sent: { key: 'emailStatusSent', type: 'success' },
  kept: { key: 'emailStatusKept', type: 'info' },
  failed: { key: 'emailStatusFailed', type: 'warning' },
};

/**
 * Where the latest ID card e-mail is (issue 36 point 3): being sent, still being tried while the
 * mail server is down, sent, kept, or given up on. Nothing when the member has asked for none.
 */
export function IdCardEmailStatus() {
  const t = idCardTexts.useTexts();
  const { locale } = useFormat();
  const timeZone = useDisplayTimeZone();
  const state = useIdCardEmailState();
  const latest = state.data?.latest;
  if (!latest) return null;
  const shown = STATE_SHOWN[latest.status];
  const requested = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(latest.requestedAt));
  return (
    <Alert
      alert={{
        type: shown.type,
        title: t('emailStatusTitle'),
        content: `${t(shown.key, { email: latest.sentTo })} ${t('emailStatusRequested', { date: requested })}`,
        canDismiss: false,
      }}
    />
  );
}
