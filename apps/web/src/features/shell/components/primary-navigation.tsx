import { type Breakpoint, MENU_TEXTS, type MenuItem } from '@dash/domain';
import { useId, useState } from 'react';
import { NavLink } from 'react-router';
import { NavMenu } from './nav-menu';

/**
 * The primary menu (document 1 §2). On phones it sits behind a Menu toggle; the parent keys this
 * component by breakpoint, so every menu starts collapsed again on a breakpoint change (document 1 §4).
 */
export function PrimaryNavigation({
  items,
  breakpoint,
}: {
  items: readonly MenuItem[];
  breakpoint: Breakpoint;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const collapsible = breakpoint === 'phone';
  return (
    <nav className="primary-nav" aria-label={MENU_TEXTS.primaryNavigation}>
      {collapsible ? (
        <button
          type="button"
          className="primary-nav__toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          Menu
        </button>
      ) : null}
      <ul id={listId} className="primary-nav__list" hidden={collapsible && !open}>
        {items.map((item) => (
          <li key={item.route}>
            {item.children && item.children.length > 0 ? (
              <NavMenu item={item} />
            ) : (
              <NavLink to={item.route} className="primary-nav__link">
                {item.title}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
