import type { Breakpoint, MenuItem } from '@dash/domain';
import { type ReactNode, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { useMenuTitle } from '../hooks/use-menu-title';
import { shellTexts } from '../texts';
import { NavMenu } from './nav-menu';
import { ShellIcon } from './shell-icon';

/**
 * The primary menu (document 1 §2). On phones it sits behind a Menu toggle (an icon, and
 * aria-expanded for its state) whose list opens as a panel over the page, so nothing in the bar moves
 * (issue 9); Escape closes it and returns to the toggle. The parent keys this component by breakpoint
 * and address, so every menu starts collapsed again on a breakpoint change (document 1 §4) and after
 * a link is taken.
 */
export function PrimaryNavigation({
  items,
  breakpoint,
  panelStart,
}: {
  items: readonly MenuItem[];
  breakpoint: Breakpoint;
  /** On phones, what the panel shows above the list (the group link, for want of room in the bar). */
  panelStart?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const t = shellTexts.useTexts();
  const listId = useId();
  const collapsible = breakpoint === 'phone';
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <nav
      className="primary-nav"
      aria-label={t('menu.primaryNavigation')}
      onKeyDown={(event) => {
        // Only keys from inside the panel: a submenu's popover handles its own Escape.
        const inside = event.currentTarget.contains(event.target as Node);
        if (collapsible && open && inside && event.key === 'Escape') {
          setOpen(false);
          toggle.current?.focus();
        }
      }}
    >
      {collapsible ? (
        <button
          ref={toggle}
          type="button"
          className="primary-nav__toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          <ShellIcon name={open ? 'close' : 'menu'} />
          {t('menu.menuToggle')}
        </button>
      ) : null}
      {collapsible ? (
        <div id={listId} className="primary-nav__panel" hidden={!open}>
          {panelStart}
          <PrimaryList items={items} />
        </div>
      ) : (
        <PrimaryList items={items} />
      )}
    </nav>
  );
}

function PrimaryList({ items }: { items: readonly MenuItem[] }) {
  const title = useMenuTitle();
  return (
    <ul className="primary-nav__list">
      {items.map((item) => (
        <li key={item.route}>
          {item.children && item.children.length > 0 ? (
            <NavMenu item={item} />
          ) : (
            <NavLink to={item.route} className="primary-nav__link">
              {title(item.title)}
            </NavLink>
          )}
        </li>
      ))}
    </ul>
  );
}
