import { MENU_ROUTES, type MenuItem } from './menu-item';
import { MENU_TEXTS } from './menu-texts';

/**
 * The utility menu (document 1 §2): Contact us and Log out for a member, or Log in and Contact us
 * when no member is signed in — none of them logged out on the partner brand (brand data
 * `showLoggedOutUtilityLinks`). Kept free of other menus so the logged-out header stays light.
 */
export function getUtilityMenu(signedIn: boolean, showLoggedOutUtilityLinks: boolean): readonly MenuItem[] {
  if (signedIn) {
    return [
      { title: MENU_TEXTS.contactUs, route: MENU_ROUTES.contactUs },
      { title: MENU_TEXTS.logOut, route: MENU_ROUTES.logout },
    ];
  }
  if (!showLoggedOutUtilityLinks) return [];
  return [
    { title: MENU_TEXTS.logIn, route: MENU_ROUTES.login },
    { title: MENU_TEXTS.contactUs, route: MENU_ROUTES.contactUs },
  ];
}
