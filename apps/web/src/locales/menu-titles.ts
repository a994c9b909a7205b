import { MENU_TEXTS } from '@dash/domain';
import { useCallback } from 'react';
import { commonTexts } from './texts';

type MenuTextKey = keyof typeof MENU_TEXTS;

/**
 * The menu rules (packages/domain/src/navigation) return the English titles of MENU_TEXTS, which the
 * gateway's journeys and the rules' table tests share; each title is one key of MENU_TEXTS, so the
 * screens look the words up by that key in the common catalogue (issue 17).
 */
const KEY_BY_TITLE: ReadonlyMap<string, MenuTextKey> = new Map(
  (Object.keys(MENU_TEXTS) as MenuTextKey[]).map((key) => [MENU_TEXTS[key], key]),
);

/** A menu title in the language in use; a title the rules add without a key stays as they wrote it. */
export function useMenuTitle(): (title: string) => string {
  const t = commonTexts.useTexts();
  return useCallback(
    (title: string) => {
      const key = KEY_BY_TITLE.get(title);
      return key === undefined ? title : t(`menu.${key}`);
    },
    [t],
  );
}
