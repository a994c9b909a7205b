import { PARTNER } from '../brands/domain-ids';
import { AGE_OF_MAJORITY } from '../session/session-rules';
import { MENU_ROUTES, type MenuItem } from './menu-item';
import { MENU_TEXTS } from './menu-texts';
import type { NavigationFacts } from './navigation-facts';

type SettingsFacts = Pick<
  NavigationFacts,
  'domainId' | 'memberSuffix' | 'age' | 'role' | 'issuedByRole' | 'hasEbill' | 'termed'
>;

/** The eBill entry: only with eBill and not termed, never on the partner brand (document 2 §6, §4). */
export function isEbillMenuShown(facts: Pick<NavigationFacts, 'domainId' | 'hasEbill' | 'termed'>): boolean {
  return facts.domainId !== PARTNER && facts.hasEbill && !facts.termed;
}

/**
 * Hidden for non-subscribers of the partner brand and for non-subscribers under 18 (document 1 §6).
 * The subscriber is suffix 0 (document 2 §1).
 */
export function isSettingsMenuShown(
  facts: Pick<NavigationFacts, 'domainId' | 'memberSuffix' | 'age'>,
): boolean {
  if (facts.memberSuffix === 0) return true;
  return facts.domainId !== PARTNER && facts.age >= AGE_OF_MAJORITY;
}

/** The login-as entry for a token of either login-as role, held or issued by (document 1 §2, §6). */
function getLoginAsItem(facts: Pick<NavigationFacts, 'role' | 'issuedByRole'>): MenuItem | null {
  const roles = [facts.role, facts.issuedByRole];
  if (roles.includes('logInAsAnyone')) return { title: MENU_TEXTS.loginAsAnyone, route: MENU_ROUTES.loginAs };
  if (roles.includes('logInAsNonEmp')) return { title: MENU_TEXTS.loginAsNonEmp, route: MENU_ROUTES.loginAs };
  return null;
}

/**
 * The settings menu (document 1 §2 Menus): Summary, Member information, Settings, Member plan
 * benefits, eBill, Help center, LoginAsAnyone or LoginAsNonEmp, Log out. Null when hidden.
 */
export function getSettingsMenu(facts: SettingsFacts): readonly MenuItem[] | null {
  if (!isSettingsMenuShown(facts)) return null;
  const loginAs = getLoginAsItem(facts);
  return [
    { title: MENU_TEXTS.summary, route: MENU_ROUTES.accountSummary },
    { title: MENU_TEXTS.memberInformation, route: MENU_ROUTES.memberInformation },
    { title: MENU_TEXTS.settings, route: MENU_ROUTES.accountSettings },
    { title: MENU_TEXTS.planBenefits, route: MENU_ROUTES.planBenefits },
    ...(isEbillMenuShown(facts) ? [{ title: MENU_TEXTS.ebill, route: MENU_ROUTES.ebill }] : []),
    { title: MENU_TEXTS.helpCenter, route: MENU_ROUTES.helpCenter },
    ...(loginAs ? [loginAs] : []),
    { title: MENU_TEXTS.logOut, route: MENU_ROUTES.logout },
  ];
}
