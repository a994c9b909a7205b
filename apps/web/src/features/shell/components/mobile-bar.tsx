import { MENU_TEXTS, type MobileBarIcon, type MobileBarItem } from '@dash/domain';
import { NavLink } from 'react-router';

const ICON_PATHS: Record<MobileBarIcon, string> = {
  home: 'M3 11l9-8 9 8v10h-6v-6H9v6H3z',
  claims: 'M6 2h9l5 5v15H6zM14 2v6h6M9 13h8M9 17h8',
  benefits: 'M12 21s-8-5-8-11a5 5 0 0 1 8-4 5 5 0 0 1 8 4c0 6-8 11-8 11z',
  'find-care': 'M11 4a7 7 0 1 1 0 14 7 7 0 0 1 0-14zm5 12l5 5',
};

/** The phone bar of feature icons (document 1 §2): Home, Claims/EOBs, Benefits, Find Care; no Account. */
export function MobileBar({ items }: { items: readonly MobileBarItem[] }) {
  return (
    <nav className="mobile-bar" aria-label={MENU_TEXTS.mobileNavigation}>
      <ul>
        {items.map((item) => (
          <li key={item.route}>
            <NavLink to={item.route} className="mobile-bar__link">
              <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24">
                <path d={ICON_PATHS[item.icon]} fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
              <span>{item.title}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
