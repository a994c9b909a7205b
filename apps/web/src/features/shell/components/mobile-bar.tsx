import type { MobileBarItem } from '@dash/domain';
import { NavLink } from 'react-router';
import { useMenuTitle } from '../hooks/use-menu-title';
import { shellTexts } from '../texts';
import { ShellIcon } from './shell-icon';

/**
 * The phone bar of feature icons (document 1 §2): the primary menu's Home, Benefits, Find care and
 * Claims/EOBs, in its order and words; no Account. The link of the current area carries
 * aria-current="page" (NavLink) and is rendered as selected.
 */
export function MobileBar({ items }: { items: readonly MobileBarItem[] }) {
  const t = shellTexts.useTexts();
  const title = useMenuTitle();
  return (
    <nav className="mobile-bar" aria-label={t('menu.mobileNavigation')}>
      <ul>
        {items.map((item) => (
          <li key={item.route}>
            <NavLink to={item.route} className="mobile-bar__link">
              <ShellIcon name={item.icon} />
              <span>{title(item.title)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
