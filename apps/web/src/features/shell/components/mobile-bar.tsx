import { MENU_TEXTS, type MobileBarItem } from '@dash/domain';
import { NavLink } from 'react-router';
import { ShellIcon } from './shell-icon';

/**
 * The phone bar of feature icons (document 1 §2): the primary menu's Home, Benefits, Find care and
 * Claims/EOBs, in its order and words; no Account. The link of the current area carries
 * aria-current="page" (NavLink) and is drawn as selected.
 */
export function MobileBar({ items }: { items: readonly MobileBarItem[] }) {
  return (
    <nav className="mobile-bar" aria-label={MENU_TEXTS.mobileNavigation}>
      <ul>
        {items.map((item) => (
          <li key={item.route}>
            <NavLink to={item.route} className="mobile-bar__link">
              <ShellIcon name={item.icon} />
              <span>{item.title}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
