import type { MenuItem as MenuEntry } from '@dash/domain';
import { useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useMenuTitle } from '../hooks/use-menu-title';

/**
 * A primary entry with a submenu (document 1 §2 Menus): a button that opens a React Aria menu, so
 * arrow keys, Enter, Escape and Tab out behave as the menu pattern requires without our own code.
 */
export function NavMenu({ item }: { item: MenuEntry }) {
  const [open, setOpen] = useState(false);
  const title = useMenuTitle();
  return (
    <MenuTrigger isOpen={open} onOpenChange={setOpen}>
      <Button className="primary-nav__button">
        {title(item.title)}
        <span aria-hidden="true" className="primary-nav__caret">
          ▾
        </span>
      </Button>
      <Popover className="menu-popover" placement="bottom start">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: catches Tab bubbling from the menu inside to close it (document 1 §9, Tab out closes); the menu is the interactive element. */}
        <div
          onKeyDown={(event) => {
            if (event.key === 'Tab') setOpen(false);
          }}
        >
          <Menu className="menu" aria-label={title(item.title)}>
            {(item.children ?? []).map((child) => (
              <MenuItem key={child.route} id={child.route} href={child.route} className="menu__item">
                {title(child.title)}
              </MenuItem>
            ))}
          </Menu>
        </div>
      </Popover>
    </MenuTrigger>
  );
}
