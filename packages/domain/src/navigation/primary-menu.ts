import { getBenefitsMenu } from './benefits-menu';
import { getClaimsMenu, getClaimsTitle } from './claims-menu';
import { getFindCareMenu } from './find-care-menu';
import { MENU_ROUTES, type MenuItem } from './menu-item';
import { MENU_TEXTS } from './menu-texts';
import type { NavigationFacts } from './navigation-facts';

/**
 * The primary menu (document 1 §2 Menus): Home, Account, Benefits, Find care, Claims/EOBs ("Claims"
 * for non-subscribers). Account is always removed from the primary navigation; it lives in the
 * account menu. Benefits and Find care are hidden only when the member has no active or future
 * eligibility (document 2 §4). The termed-member removal of Benefits is deliberately not applied:
 * the specification says its result is discarded, so `termed` changes nothing here. `now` dates the
 * reduced menu's Benefits summary (document 2 §6).
 */
export function getPrimaryMenu(facts: NavigationFacts, now: Date = new Date()): readonly MenuItem[] {
  const all: MenuItem[] = [
    { title: MENU_TEXTS.home, route: MENU_ROUTES.home },
    { title: MENU_TEXTS.account, route: MENU_ROUTES.account },
    ...(facts.hasActiveOrFutureEligibility
      ? [
          { title: MENU_TEXTS.benefits, route: MENU_ROUTES.benefits, children: getBenefitsMenu(facts, now) },
          { title: MENU_TEXTS.findCare, route: MENU_ROUTES.findCare, children: getFindCareMenu(facts) },
        ]
      : []),
    { title: getClaimsTitle(facts.memberSuffix), route: MENU_ROUTES.claims, children: getClaimsMenu(facts) },
  ];
  return all.filter((item) => item.route !== MENU_ROUTES.account);
}

/** Bar icon names, one per feature of the phone bar. */
export type MobileBarIcon = 'home' | 'claims' | 'benefits' | 'find-care';
export interface MobileBarItem extends MenuItem {
  readonly icon: MobileBarIcon;
}

/** The bar's icon for each feature it may show. */
const MOBILE_BAR_ICONS: ReadonlyMap<string, MobileBarIcon> = new Map([
  [MENU_ROUTES.home, 'home'],
  [MENU_ROUTES.claims, 'claims'],
  [MENU_ROUTES.benefits, 'benefits'],
  [MENU_ROUTES.findCare, 'find-care'],
]);

/**
 * The phone bar (below 768 px, document 1 §2 Shell layout): the features Home, Claims/EOBs, Benefits
 * and Find care, Account excluded. Its entries are the primary menu's own, in the primary menu's order
 * and with its titles ("Find care", as the menu writes it; issue 9), so a member meets one navigation
 * at every width; an entry the primary menu hides is hidden here too.
 */
export function getMobileBar(primary: readonly MenuItem[]): readonly MobileBarItem[] {
  return primary.flatMap(({ title, route }) => {
    const icon = MOBILE_BAR_ICONS.get(route);
    return icon ? [{ title, route, icon }] : [];
  });
}
