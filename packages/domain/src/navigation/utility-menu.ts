import type { MenuItem } from './menu-item';
import { UTILITY_MENU_TEXTS } from './utility-menu-texts';
import { UTILITY_ROUTES } from './utility-routes';

/**
 * Where the visitor stands in the sign-in: a member with a session, someone mid-login (a temporary
 * token: group selection, the prompts, the sign-on stand-in, /login-as), or nobody.
 */
export type SignInState = 'member' | 'mid-login' | 'signed-out';

/**
 * The utility menu (document 1 §2): Contact us and Log out for a member, or Log in and Contact us
 * when no member is signed in — none of them logged out on the partner brand (brand data
 * `showLoggedOutUtilityLinks`). Mid-login a sign-in is in progress, so "Log in" would be wrong and
 * leave no way out: it offers Log out, which ends the temporary session (issue 9). A page never links
 * to itself (`currentPath`: /login shows no "Log in"). Kept free of other menus so the logged-out
 * header stays light.
 */
export function getUtilityMenu(
  state: SignInState,
  showLoggedOutUtilityLinks: boolean,
  currentPath = '',
): readonly MenuItem[] {
  return getItems(state, showLoggedOutUtilityLinks).filter((item) => item.route !== currentPath);
}

function getItems(state: SignInState, showLoggedOutUtilityLinks: boolean): readonly MenuItem[] {
  const contactUs = { title: UTILITY_MENU_TEXTS.contactUs, route: UTILITY_ROUTES.contactUs };
  const logOut = { title: UTILITY_MENU_TEXTS.logOut, route: UTILITY_ROUTES.logout };
  if (state === 'member') return [contactUs, logOut];
  if (state === 'mid-login') return showLoggedOutUtilityLinks ? [contactUs, logOut] : [logOut];
  if (!showLoggedOutUtilityLinks) return [];
  return [{ title: UTILITY_MENU_TEXTS.logIn, route: UTILITY_ROUTES.login }, contactUs];
}
