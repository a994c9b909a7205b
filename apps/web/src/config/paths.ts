import { MENU_ROUTES, ROUTES_AFTER_LOGIN } from '@dash/domain';

/** The query parameter /login reads to show the logged-out banner (document 1 §2). */
export const LOGGED_OUT_PARAM = 'loggedOut';

/**
 * Every page of the app, and the one place the web writes its address; the menu targets and the
 * post-login steps come from packages/domain, the API's addresses are API_PATHS in @dash/domain/api.
 */
export const paths = {
  root: '/',
  login: MENU_ROUTES.login,
  loginAfterLogout: `${MENU_ROUTES.login}?${LOGGED_OUT_PARAM}=true`,
  logout: MENU_ROUTES.logout,
  home: MENU_ROUTES.home,
  error: '/error/:status',
  notFound: '/error/404',
  registration: '/registration',
  contactUs: MENU_ROUTES.contactUs,
  digitalCommunicationsPolicy: '/digital-communications-policy',
  recoverUsername: '/recovery/username',
  recoverPassword: '/recovery/password',
  ssoLanding: '/sso-landing',
  groupSelection: ROUTES_AFTER_LOGIN.groupSelection,
  selectGroup: MENU_ROUTES.selectGroup,
  loginAs: ROUTES_AFTER_LOGIN.loginAs,
  updatePreferences: ROUTES_AFTER_LOGIN.updatePreferences,
  registrationPolicies: ROUTES_AFTER_LOGIN.registrationPolicies,
  changePassword: ROUTES_AFTER_LOGIN.changePassword,
  accountSettings: '/account/settings',
  // The account area (issue 13): /account opens its summary; eBill is the id-card engineer's.
  account: MENU_ROUTES.account,
  accountSummary: MENU_ROUTES.accountSummary,
  memberInformation: MENU_ROUTES.memberInformation,
  planBenefits: MENU_ROUTES.planBenefits,
  helpCenter: MENU_ROUTES.helpCenter,
  ebill: MENU_ROUTES.ebill,
  customerService: '/support/customer-service',
  passportDental: '/passport-dental',
  resourceDownload: '/resource-download',
  errorOf: (status: number) => `/error/${status}`,
  any: '*',
} as const;
