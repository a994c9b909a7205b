import { UTILITY_ROUTES } from './utility-routes';

/** Menu item (document 1 §3): title, target route, optional sub-items of the same shape. */
export interface MenuItem {
  readonly title: string;
  readonly route: string;
  readonly children?: readonly MenuItem[];
}

/**
 * The targets the menus point at (document 1 §2 Account sub-routes, document 2 §2 routes), written once:
 * ROUTES_AFTER_LOGIN and the web's apps/web/src/config/paths.ts read the ones they share from here.
 */
export const MENU_ROUTES = {
  home: '/home',
  account: '/account',
  accountSummary: '/account/summary',
  memberInformation: '/account/member-information',
  accountSettings: '/account/settings',
  planBenefits: '/account/plan-benefits',
  ebill: '/account/ebill',
  helpCenter: '/account/support',
  loginAs: '/login-as',
  login: UTILITY_ROUTES.login,
  logout: UTILITY_ROUTES.logout,
  contactUs: UTILITY_ROUTES.contactUs,
  benefits: '/benefits',
  benefitsMedical: '/benefits/medical',
  benefitsDental: '/benefits/dental',
  benefitsVision: '/benefits/vision',
  benefitsPharmacy: '/benefits/pharmacy',
  benefitsSummary: '/benefits/summary',
  programs: '/benefits/programs',
  referrals: '/benefits/referrals',
  handbooks: '/benefits/member-handbooks',
  certificateOfCoverage: '/benefits/certificate-of-coverage',
  medicareMaterials: '/benefits/medicare-materials',
  priorAuthorization: '/benefits/prior-authorization',
  findCare: '/find-care',
  findCareResources: '/find-care/resources',
  findADentist: '/find-care/find-a-dentist',
  primaryCare: '/find-care/primary-care',
  // The cost estimator (issue 38 §1).
  costEstimator: '/find-care/cost-estimator',
  claims: '/claims',
  eobs: '/eobs',
  pharmacy: '/navitus',
  selectGroup: '/select-group',
  // The ID card area and the page "Manage your plan" opens (issue 13; docs/decisions/013).
  idCard: '/id-card',
  planManagement: '/account/plan-management',
  // Secure messages with member services (issue 39 §1).
  messages: '/messages',
} as const;

/** Whether a menu, at any depth, offers a link to the route. */
export function menuOffers(items: readonly MenuItem[], route: string): boolean {
  return items.some((item) => item.route === route || menuOffers(item.children ?? [], route));
}

/** Account sub-routes (document 1 §2 Menus, document 2 §2 Account), in menu order. */
export const ACCOUNT_SUB_ROUTES = [
  'summary',
  'member-information',
  'settings',
  'plan-benefits',
  'ebill',
  'support',
] as const;
export type AccountSubRoute = (typeof ACCOUNT_SUB_ROUTES)[number];
