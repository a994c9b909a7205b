/**
 * The query parameter /login reads to show the logged-out banner (document 1 §2); the gateway server-renders
 * /login's two variants in its HTML by it.
 */
export const LOGGED_OUT_PARAM = 'loggedOut';

/**
 * The utility menu's targets (document 1 §2), part of MENU_ROUTES: apart, so the logged-out header
 * and the sign-in page, on the first page, load three targets rather than every menu's (issue 37).
 */
export const UTILITY_ROUTES = {
  login: '/login',
  logout: '/logout',
  contactUs: '/contact-us',
} as const;
