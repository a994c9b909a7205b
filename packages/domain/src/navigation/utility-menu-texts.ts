/**
 * The utility menu's titles (document 1 §2), part of MENU_TEXTS: apart, so the logged-out header, on
 * every page, loads three titles rather than every menu's (issue 37).
 */
export const UTILITY_MENU_TEXTS = {
  logOut: 'Log out',
  logIn: 'Log in',
  contactUs: 'Contact us',
} as const;
