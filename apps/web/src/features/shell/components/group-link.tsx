import type { GroupLink as GroupLinkData } from '@dash/domain';
import { Link } from 'react-router';
import { ShellIcon } from './shell-icon';

/**
 * The link to /select-group with the current group's name and date range (document 1 §2). The range
 * sits under the name, and a long name is cut with an ellipsis, so the navigation stays one row at
 * every width (issue 9); the link's name is always the whole label.
 */
export function GroupLink({ link }: { link: GroupLinkData }) {
  return (
    <Link className="member-nav__group" to={link.route} title={link.label}>
      <ShellIcon name="group" size={20} />
      <span className="member-nav__group-text">
        <span className="member-nav__group-name">{link.groupName}</span>{' '}
        <span className="member-nav__group-range">{link.dateRange}</span>
      </span>
    </Link>
  );
}
