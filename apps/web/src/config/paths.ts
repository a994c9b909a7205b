import {
  LOGGED_OUT_PARAM,
  MEMBER_NOTIFICATIONS_ROUTE,
  MENU_ROUTES,
  RESET_PAGE_PATH,
  ROUTES_AFTER_LOGIN,
} from '@dash/domain';
import { firstPagePaths } from './first-page-paths';

/**
 * Every page of the app, and the one place the web writes its address (those the first page's scripts
 * read, in first-page-paths.ts); the menu targets and the post-login steps come from packages/domain,
 * the API's addresses are API_PATHS in @dash/domain/api.
 */
export const paths = {
  root: firstPagePaths.root,
  login: firstPagePaths.login,
  loginAfterLogout: `${MENU_ROUTES.login}?${LOGGED_OUT_PARAM}=true`,
  logout: MENU_ROUTES.logout,
  home: MENU_ROUTES.home,
  error: '/error/:status',
  notFound: firstPagePaths.notFound,
  registration: firstPagePaths.registration,
  contactUs: firstPagePaths.contactUs,
  digitalCommunicationsPolicy: '/digital-communications-policy',
  recoverUsername: firstPagePaths.recoverUsername,
  recoverPassword: firstPagePaths.recoverPassword,
  resetPassword: RESET_PAGE_PATH,
  ssoLanding: firstPagePaths.ssoLanding,
  groupSelection: ROUTES_AFTER_LOGIN.groupSelection,
  selectGroup: MENU_ROUTES.selectGroup,
  loginAs: ROUTES_AFTER_LOGIN.loginAs,
  updatePreferences: ROUTES_AFTER_LOGIN.updatePreferences,
  registrationPolicies: ROUTES_AFTER_LOGIN.registrationPolicies,
  changePassword: ROUTES_AFTER_LOGIN.changePassword,
  /** The second factor's code after the password (issue 15). */
  mfaCode: ROUTES_AFTER_LOGIN.mfa,
  accountSettings: '/account/settings',
  // Sign-in and access (issue 15): the account's sessions and staff login-as history.
  accountAccess: '/account/settings/access',
  // The account area (issue 13): /account opens its summary; eBill is the id-card engineer's.
  account: MENU_ROUTES.account,
  benefits: MENU_ROUTES.benefits,
  benefitsMedical: MENU_ROUTES.benefitsMedical,
  benefitsDental: MENU_ROUTES.benefitsDental,
  benefitsVision: MENU_ROUTES.benefitsVision,
  benefitsPharmacy: MENU_ROUTES.benefitsPharmacy,
  benefitsSummary: MENU_ROUTES.benefitsSummary,
  benefitsServiceDetail: '/benefits/services/:category/:code',
  benefitsDentalDetail: '/benefits/details/:id/dental/:code',
  benefitsHistory: '/benefits/history/:time/benefits/:category',
  benefitsCategoryOf: (category: string) => `${MENU_ROUTES.benefits}/${category}`,
  /** A services link's url (document 2 §3, "/services/dental/D0120") inside the benefits area. */
  benefitsServiceOf: (url: string) => `${MENU_ROUTES.benefits}${url}`,
  benefitsDentalDetailOf: (tierId: string, code: string) =>
    `${MENU_ROUTES.benefits}/details/${encodeURIComponent(tierId)}/dental/${encodeURIComponent(code)}`,
  /**
   * Document 2 §2's own addresses of a service and of a history (document 1 §2's services and
   * history areas): a bookmark or an outside link to them is sent on to the pages above (issue 36).
   */
  serviceLink: '/services/:category/:code',
  dentalDetailLink: '/details/:id/dental/:code',
  historyLink: '/history/:time/benefits/:category',
  benefitsHistoryOf: (time: string, category: string) =>
    `${MENU_ROUTES.benefits}/history/${time}/benefits/${category}`,
  accountSummary: MENU_ROUTES.accountSummary,
  memberInformation: MENU_ROUTES.memberInformation,
  planBenefits: MENU_ROUTES.planBenefits,
  helpCenter: MENU_ROUTES.helpCenter,
  ebill: MENU_ROUTES.ebill,
  customerService: '/support/customer-service',
  passportDental: '/passport-dental',
  resourceDownload: '/resource-download',
  // Find care (issue 12) and the pharmacy benefit manager page.
  findCare: MENU_ROUTES.findCare,
  findCareResources: MENU_ROUTES.findCareResources,
  findADentist: MENU_ROUTES.findADentist,
  primaryCare: MENU_ROUTES.primaryCare,
  primaryCareMember: `${MENU_ROUTES.primaryCare}/:suffix`,
  primaryCareSearch: `${MENU_ROUTES.primaryCare}/:suffix/search`,
  primaryCareMemberOf: (suffix: number) => `${MENU_ROUTES.primaryCare}/${suffix}`,
  primaryCareSearchOf: (suffix: number) => `${MENU_ROUTES.primaryCare}/${suffix}/search`,
  navitus: MENU_ROUTES.pharmacy,
  // ID card, eBill and plan management (issue 13).
  idCard: MENU_ROUTES.idCard,
  // A card as a web page, the HTML equivalent of its pdf (issue 17).
  idCardView: `${MENU_ROUTES.idCard}/:suffix`,
  idCardViewOf: (suffix: number) => `${MENU_ROUTES.idCard}/${suffix}`,
  accountEbill: MENU_ROUTES.ebill,
  planManagement: MENU_ROUTES.planManagement,
  errorOf: (status: number) => `/error/${status}`,
  // The Patient Access API's consent page (issue 18); the gateway's authorize step sends the member here.
  connectApp: firstPagePaths.connectApp,
  // Benefit resources (document 2 §2 Benefits).
  programs: MENU_ROUTES.programs,
  programDetail: `${MENU_ROUTES.programs}/:id`,
  programOf: (id: number) => `${MENU_ROUTES.programs}/${id}`,
  referrals: MENU_ROUTES.referrals,
  handbooks: MENU_ROUTES.handbooks,
  certificateOfCoverage: MENU_ROUTES.certificateOfCoverage,
  medicareMaterials: MENU_ROUTES.medicareMaterials,
  priorAuthorization: MENU_ROUTES.priorAuthorization,
  claims: MENU_ROUTES.claims,
  // A claim the member submits (issue 39 §3); `?type=dental` from the Passport dental page.
  submitClaim: `${MENU_ROUTES.claims}/submit`,
  claimDetail: `${MENU_ROUTES.claims}/:claimNumber`,
  claimOf: (claimNumber: string) => `${MENU_ROUTES.claims}/${encodeURIComponent(claimNumber)}`,
  eobs: MENU_ROUTES.eobs,
  // The cost estimator (issue 38 §1), under Find care.
  costEstimator: MENU_ROUTES.costEstimator,
  // Secure messages with member services (issue 39 §1): the member's, then member services' inbox.
  messages: MENU_ROUTES.messages,
  newMessage: `${MENU_ROUTES.messages}/new`,
  messageConversation: `${MENU_ROUTES.messages}/:conversationId`,
  messageOf: (conversationId: number) => `${MENU_ROUTES.messages}/${conversationId}`,
  staffMessages: '/staff/messages',
  // Member services' list of submitted claims (issue 39 §3), beside the inbox.
  staffClaims: '/staff/claims',
  staffMessage: '/staff/messages/:conversationId',
  staffMessageOf: (conversationId: number) => `/staff/messages/${conversationId}`,
  // Member notifications (issue 39 §2), reached from the shell's bell.
  memberNotifications: MEMBER_NOTIFICATIONS_ROUTE,
  any: '*',
} as const;
