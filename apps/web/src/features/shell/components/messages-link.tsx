import type { MessagesLink as MessagesLinkData } from '@dash/domain';
import { Link } from 'react-router';
import { shellTexts } from '../texts';

/**
 * Messages in the header (issue 39 §1), with the replies not read yet beside it: its name reads the
 * count too ("Messages, 1 unread"), so a screen reader hears what the badge shows.
 */
export function MessagesLink({ link }: { link: MessagesLinkData }) {
  const t = shellTexts.useTexts();
  const unread = link.unread > 0 ? t('messagesUnread', { count: link.unread }) : null;
  return (
    <Link className="member-nav__messages" to={link.route}>
      {t('messagesLink')}
      {unread ? (
        <>
          <span className="visually-hidden">, </span>
          <span className="member-nav__badge">{unread}</span>
        </>
      ) : null}
    </Link>
  );
}
