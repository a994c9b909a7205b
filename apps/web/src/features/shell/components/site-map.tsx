import type { MenuItem } from '@dash/domain';
import { Link } from 'react-router';
import { useMenuTitle } from '../hooks/use-menu-title';
import { shellTexts } from '../texts';

/** The footer site map (document 1 §2 Shell layout): every primary entry with its submenu. */
export function SiteMap({ items }: { items: readonly MenuItem[] }) {
  const t = shellTexts.useTexts();
  const title = useMenuTitle();
  return (
    <nav className="site-map" aria-label={t('menu.footerNavigation')}>
      <ul className="site-map__columns">
        {items.map((item) => (
          <li key={item.route}>
            <Link to={item.route} className="site-map__heading">
              {title(item.title)}
            </Link>
            {item.children && item.children.length > 0 ? (
              <ul>
                {item.children.map((child) => (
                  <li key={child.route}>
                    <Link to={child.route}>{title(child.title)}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
