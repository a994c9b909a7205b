import { getUnreadBadge, MEMBER_NOTIFICATIONS_ROUTE } from '@dash/domain';
import { Link } from 'react-router';
import { shellTexts } from '../texts';
import { ShellIcon } from './shell-icon';

/**
 * The shell's Notifications link (issue 39 §2), on every width: the bell and the unread count; its
 * name, with the count in words, is for assistive technology only (the header's row holds the primary
 * menu, Messages and the account button beside it from 1024 px, where a worded bell overlapped them).
 * The count comes with the shell's facts (GET shell's `unreadNotifications`), as Messages' does: no call
 * of its own on every page.
 */
export function NotificationsLink({ unread }: { unread: number }) {
  const t = shellTexts.useTexts();
  const badge = getUnreadBadge(unread);
  return (
    <Link to={MEMBER_NOTIFICATIONS_ROUTE} className="notifications-link">
      <ShellIcon name="bell" />
      <span className="visually-hidden">
        {badge ? t('menu.notificationsUnread', { count: unread }) : t('menu.notifications')}
      </span>
      {badge ? (
        <span className="notifications-link__badge" aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </Link>
  );
}
