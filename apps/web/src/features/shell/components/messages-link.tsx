import type { MessagesLink as MessagesLinkData } from '@dash/domain';
import { Link } from 'react-router';
import { shellTexts } from '../texts';
import { ShellIcon } from './shell-icon';

/**
 * Messages in the header (issue 39 §1), with the replies not read yet beside it. Its name reads the
 * count ("Messages, 1 unread"); below 1024 px the word gives way to the envelope and the count, so the
 * header still fits 320 px.
 */
export function MessagesLink({ link }: { link: MessagesLinkData }) {
  const t = shellTexts.useTexts();
  return (
    <Link className="member-nav__messages" to={link.route}>
      <ShellIcon name="messages" size={20} />
      <span className="member-nav__messages-text">{t('messagesLink')}</span>
      {link.unread > 0 ? (
        <>
          <span className="visually-hidden">, {t('messagesUnread', { count: link.unread })}</span>
          <span className="member-nav__badge" aria-hidden="true">
            {link.unread}
          </span>
        </>
      ) : null}
    </Link>
  );
}
