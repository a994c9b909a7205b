import type { MemberNotification } from '@dash/domain/api';
import { Link } from 'react-router';
import { useFormat } from '@/lib/i18n/use-format';
import { useDisplayTimeZone } from '@/lib/render-time-zone';
import { memberNotificationsTexts } from '../texts';

/** When it happened, in the browser's own time zone and the language in use. */
function useFormatDateTime(): (iso: string) => string {
  const { locale } = useFormat();
  const timeZone = useDisplayTimeZone();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return (iso) => format.format(new Date(iso));
}

/**
 * One notification: what happened and when, its unread and security marks, the link to what it is
 * about (following it marks it read) and "Mark as read".
 */
export function NotificationItem({
  notification,
  onRead,
  busy,
}: {
  notification: MemberNotification;
  onRead: (notificationId: number) => void;
  busy: boolean;
}) {
  const t = memberNotificationsTexts.useTexts();
  const formatDateTime = useFormatDateTime();
  const title = t(`kind.${notification.kind}`);
  const unread = notification.readAt === null;
  const headingId = `notification-${notification.notificationId}`;
  return (
    <li
      className={unread ? 'card notification notification--unread' : 'card notification'}
      aria-labelledby={headingId}
    >
      <div className="notification__marks">
        {unread ? <span className="status-badge notification__unread">{t('unread')}</span> : null}
        {notification.isSecurity ? <span className="status-badge">{t('security')}</span> : null}
      </div>
      <h2 id={headingId} className="notification__title">
        {title}
      </h2>
      <p className="notification__time">
        <time dateTime={notification.occurredAt}>{formatDateTime(notification.occurredAt)}</time>
      </p>
      <div className="notification__actions">
        <Link
          to={notification.link}
          onClick={() => (unread ? onRead(notification.notificationId) : undefined)}
        >
          {t(`link.${notification.kind}`)}
        </Link>
        {unread ? (
          <button
            className="button"
            type="button"
            disabled={busy}
            aria-label={t('markReadLabel', { title })}
            onClick={() => onRead(notification.notificationId)}
          >
            {t('markRead')}
          </button>
        ) : null}
      </div>
    </li>
  );
}
