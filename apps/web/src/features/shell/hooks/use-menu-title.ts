import { MENU_TEXTS, UTILITY_MENU_TEXTS } from '@dash/domain';
import { useCallback } from 'react';
import { useUtilityMenuTitle } from '@/locales/menu-titles';
import { shellTexts } from '../texts';

type MenuTextKey = Exclude<keyof typeof MENU_TEXTS, keyof typeof UTILITY_MENU_TEXTS>;

/** Each title of the member's menus by its key of MENU_TEXTS (the utility menu's: locales/menu-titles.ts). */
const KEY_BY_TITLE: ReadonlyMap<string, MenuTextKey> = new Map(
  (Object.keys(MENU_TEXTS) as (keyof typeof MENU_TEXTS)[])
    .filter((key): key is MenuTextKey => !(key in UTILITY_MENU_TEXTS))
    .map((key) => [MENU_TEXTS[key], key]),
);

/** A menu title in the language in use; a title the rules add without a key stays as they wrote it. */
export function useMenuTitle(): (title: string) => string {
  const t = shellTexts.useTexts();
  const utilityTitle = useUtilityMenuTitle();
  return useCallback(
    (title: string) => {
      const key = KEY_BY_TITLE.get(title);
      return key === undefined ? utilityTitle(title) : t(`menu.${key}`);
    },
    [t, utilityTitle],
  );
}
