import { getUnreadBadge, MEMBER_NOTIFICATIONS_ROUTE } from '@dash/domain';
import { Link } from 'react-router';
import { useMemberNotificationsUnread } from '@/api/member-notifications-unread';
import { shellTexts } from '../texts';
import { ShellIcon } from './shell-icon';

/**
 * The shell's Notifications link (issue 39 §2), on every width: the bell and the unread count; its
 * name, with the count in words, is for assistive technology only (the header's row holds the primary
 * menu, Messages and the account button beside it from 1024 px, where a worded bell overlapped them).
 */
export function NotificationsLink() {
  const t = shellTexts.useTexts();
  const unread = useMemberNotificationsUnread();
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
