import { MENU_ROUTES, type MenuItem } from '../navigation/menu-item';
import type { NavigationFacts } from '../navigation/navigation-facts';
import { getSettingsMenu } from '../navigation/settings-menu';
import { type Notification, SNACKBAR_DISMISS_MS } from '../notifications/notification';
import { ACCOUNT_TEXTS } from './account-texts';

type AccountFacts = Pick<
  NavigationFacts,
  'domainId' | 'memberSuffix' | 'age' | 'role' | 'issuedByRole' | 'hasEbill' | 'termed'
>;

/**
 * The account area's sub-navigation (document 1 §2 Menus, "Account sub-routes"): the settings
 * menu's entries that are pages of /account — Summary, Member information, Settings, Member plan
 * benefits, eBill when shown (document 2 §6), Help center — without login-as and Log out. Null when
 * the settings menu is hidden (non-subscribers of the partner brand, non-subscribers under 18,
 * document 1 §6): the area is then not offered (decision 012).
 */
export function getAccountSubNavigation(facts: AccountFacts): readonly MenuItem[] | null {
  const menu = getSettingsMenu(facts);
  if (menu === null) return null;
  return menu.filter((item) => item.route.startsWith(`${MENU_ROUTES.account}/`));
}

/** Success toasts of the account area, through the snackbar (document 1 §4). */
export const ADDRESS_SAVED_TOAST: Notification = {
  status: 'success',
  message: ACCOUNT_TEXTS.addressSaved,
  dismissAfter: SNACKBAR_DISMISS_MS,
};
export const SECURITY_ANSWERS_SAVED_TOAST: Notification = {
  status: 'success',
  message: ACCOUNT_TEXTS.securityAnswersSaved,
  dismissAfter: SNACKBAR_DISMISS_MS,
};
