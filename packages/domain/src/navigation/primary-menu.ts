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

/**
 * The phone bar (below 768 px, document 1 §2 Shell layout): Home, Claims/EOBs, Benefits, Find Care
 * in that order, Account excluded; an entry the primary menu hides is hidden here too.
 */
export function getMobileBar(primary: readonly MenuItem[]): readonly MobileBarItem[] {
  const bar: Array<{ route: string; icon: MobileBarIcon; title?: string }> = [
    { route: MENU_ROUTES.home, icon: 'home' },
    { route: MENU_ROUTES.claims, icon: 'claims' },
    { route: MENU_ROUTES.benefits, icon: 'benefits' },
    { route: MENU_ROUTES.findCare, icon: 'find-care', title: MENU_TEXTS.findCareBar },
  ];
  return bar.flatMap(({ route, icon, title }) => {
    const item = primary.find((entry) => entry.route === route);
    return item ? [{ title: title ?? item.title, route, icon }] : [];
  });
}
