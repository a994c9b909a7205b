import { PARTNER } from '../brands/domain-ids';
import { MENU_ROUTES, type MenuItem } from './menu-item';
import { MENU_TEXTS } from './menu-texts';
import type { NavigationFacts } from './navigation-facts';

/**
 * The find care submenu (document 2 §6): resources for eligible members, Find a dentist, and primary
 * care when its link is offered; the partner brand is limited to Find a dentist (document 2 §1). The
 * cost estimator closes it on every brand (issue 38 §1: the partner brand's members estimate dental care).
 */
export function getFindCareMenu(
  facts: Pick<NavigationFacts, 'domainId' | 'hasActiveOrFutureEligibility' | 'primaryCareLinkShown'>,
): readonly MenuItem[] {
  const findADentist = { title: MENU_TEXTS.findADentist, route: MENU_ROUTES.findADentist };
  const costEstimator = { title: MENU_TEXTS.costEstimator, route: MENU_ROUTES.costEstimator };
  if (facts.domainId === PARTNER) return [findADentist, costEstimator];
  return [
    ...(facts.hasActiveOrFutureEligibility
      ? [{ title: MENU_TEXTS.findCareResources, route: MENU_ROUTES.findCareResources }]
      : []),
    findADentist,
    ...(facts.primaryCareLinkShown
      ? [{ title: MENU_TEXTS.primaryCare, route: MENU_ROUTES.primaryCare }]
      : []),
    costEstimator,
  ];
}

/** The primary care link: the subscriber has selections, or the member has one, or the member is eligible (document 2 §6). */
export function isPrimaryCareLinkShown(facts: {
  readonly subscriberHasSelections: boolean;
  readonly memberHasSelection: boolean;
  readonly memberEligible: boolean;
}): boolean {
  return facts.subscriberHasSelections || facts.memberHasSelection || facts.memberEligible;
}
