import { MENU_TEXTS } from '@dash/domain';
import { menuTitleHook } from './menu-title-hook';

/** A menu title in the language in use; a title the rules add without a key stays as they wrote it. */
export const useMenuTitle = menuTitleHook(MENU_TEXTS);
