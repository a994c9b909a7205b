import type { MENU_TEXTS } from '@dash/domain';
import { UTILITY_MENU_TEXTS } from '@dash/domain';
import { useCallback } from 'react';
import { commonTexts } from './texts';

type MenuTextKey = keyof typeof MENU_TEXTS;

/**
 * The menu rules (packages/domain/src/navigation) return the English titles of MENU_TEXTS, which the
 * gateway's journeys and the rules' table tests share; each title is one key of MENU_TEXTS, so the
 * screens look the words up by that key in the common catalogue (issue 17). The hook knows the titles
 * of `texts`; a title the rules add without a key stays as they wrote it.
 */
export function menuTitleHook(texts: Readonly<Partial<Record<MenuTextKey, string>>>) {
  const keyByTitle: ReadonlyMap<string, MenuTextKey> = new Map(
    (Object.keys(texts) as MenuTextKey[]).map((key) => [texts[key] as string, key]),
  );
  return function useTitle(): (title: string) => string {
    const t = commonTexts.useTexts();
    return useCallback(
      (title: string) => {
        const key = keyByTitle.get(title);
        return key === undefined ? title : t(`menu.${key}`);
      },
      [t],
    );
  };
}

/** The utility menu's titles in the language in use: all the logged-out header needs (issue 37). */
export const useUtilityMenuTitle = menuTitleHook(UTILITY_MENU_TEXTS);
