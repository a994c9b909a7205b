import { getAccountMenu, type MenuItem as MenuEntry } from '@dash/domain';
import { useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { useMenuTitle } from '../hooks/use-menu-title';
import { shellTexts } from '../texts';
import { ShellIcon } from './shell-icon';

/**
 * The account (settings) menu (document 1 §2, §9): always 'My account', a divider, then the
 * configured items. React Aria gives the menu keyboard model: arrows move, Enter opens, Tab closes.
 * Below 1024 px the button shows only its icon (the name stays), so the navigation keeps one row.
 */
export function AccountMenu({ items }: { items: readonly MenuEntry[] }) {
  const [open, setOpen] = useState(false);
  const t = shellTexts.useTexts();
  const title = useMenuTitle();
  return (
    <MenuTrigger isOpen={open} onOpenChange={setOpen}>
      <Button className="account-menu__button">
        <ShellIcon name="account" />
        <span className="account-menu__label">{t('menu.settingsMenu')}</span>
      </Button>
      <Popover className="menu-popover" placement="bottom end">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: catches Tab bubbling from the menu inside to close it (document 1 §9, Tab out closes); the menu is the interactive element. */}
        <div
          onKeyDown={(event) => {
            if (event.key === 'Tab') setOpen(false);
          }}
        >
          <Menu className="menu" aria-label={t('menu.settingsMenu')}>
            {getAccountMenu(items).map((entry, index) =>
              entry.kind === 'divider' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the one divider never moves.
                <Separator key={`divider-${index}`} className="menu__divider" />
              ) : (
                <MenuItem
                  key={entry.item.route}
                  id={entry.item.route}
                  href={entry.item.route}
                  className="menu__item"
                >
                  {title(entry.item.title)}
                </MenuItem>
              ),
            )}
          </Menu>
        </div>
      </Popover>
    </MenuTrigger>
  );
}
