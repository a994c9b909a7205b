import { UTILITY_MENU_TEXTS } from '@dash/domain';
import { useCallback } from 'react';
import { commonTexts } from './texts';

type UtilityTextKey = keyof typeof UTILITY_MENU_TEXTS;

/**
 * The menu rules (packages/domain/src/navigation) return the English titles of MENU_TEXTS, which the
 * gateway's journeys and the rules' table tests share; each title is one key of MENU_TEXTS, so the
 * screens look the words up by that key (issue 17). The utility menu's, in the header of every page,
 * are in the common catalogue; the member navigation's in its own (features/shell, useMenuTitle).
 */
const KEY_BY_TITLE: ReadonlyMap<string, UtilityTextKey> = new Map(
  (Object.keys(UTILITY_MENU_TEXTS) as UtilityTextKey[]).map((key) => [UTILITY_MENU_TEXTS[key], key]),
);

/** A utility menu title in the language in use; any other title stays as the rules wrote it. */
export function useUtilityMenuTitle(): (title: string) => string {
  const t = commonTexts.useTexts();
  return useCallback(
    (title: string) => {
      const key = KEY_BY_TITLE.get(title);
      return key === undefined ? title : t(`menu.${key}`);
    },
    [t],
  );
}
