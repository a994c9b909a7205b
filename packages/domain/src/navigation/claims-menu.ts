import { MENU_ROUTES, type MenuItem } from './menu-item';
import { MENU_TEXTS } from './menu-texts';
import type { NavigationFacts } from './navigation-facts';

/** The pharmacy benefit manager program, Navitus (document 2 §3 program ids). */
export const PHARMACY_BENEFIT_MANAGER_PROGRAM_ID = 37;

/** Subscribers (suffix 0) see 'Claims/EOBs', everyone else 'Claims' (document 1 §2, document 2 §6). */
export function getClaimsTitle(memberSuffix: number): string {
  return memberSuffix === 0 ? MENU_TEXTS.claimsAndEobs : MENU_TEXTS.claims;
}

/** The claims submenu: EOBs for subscribers, Pharmacy when the PBM program is present (document 2 §6). */
export function getClaimsMenu(
  facts: Pick<NavigationFacts, 'memberSuffix' | 'programIds'>,
): readonly MenuItem[] {
  return [
    { title: MENU_TEXTS.claims, route: MENU_ROUTES.claims },
    ...(facts.memberSuffix === 0 ? [{ title: MENU_TEXTS.eobs, route: MENU_ROUTES.eobs }] : []),
    ...(facts.programIds.includes(PHARMACY_BENEFIT_MANAGER_PROGRAM_ID)
      ? [{ title: MENU_TEXTS.pharmacy, route: MENU_ROUTES.pharmacy }]
      : []),
  ];
}
