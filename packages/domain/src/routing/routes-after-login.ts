import { MENU_ROUTES } from '../navigation/menu-item';

/**
 * Where the post-login rule sends a member (document 1 §4); a menu target is taken from MENU_ROUTES.
 * Apart from the rule (next-step-after-login.ts): every page's addresses read these, and a module is
 * bundled whole, so the rule would come with them to every page (issue 37).
 */
export const ROUTES_AFTER_LOGIN = {
  loginAs: MENU_ROUTES.loginAs,
  groupSelection: '/group-selection',
  updatePreferences: '/update-preferences',
  registrationPolicies: '/registration-policies',
  home: MENU_ROUTES.home,
  changePassword: `${MENU_ROUTES.accountSettings}/change-password`,
  /** The second factor's code (issue 15), after the password and before every step below. */
  mfa: '/login/code',
} as const;
