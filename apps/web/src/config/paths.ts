import { ROUTES_AFTER_LOGIN } from '@dash/domain';

/** The query parameter /login reads to show the logged-out banner (document 1 §2). */
export const LOGGED_OUT_PARAM = 'loggedOut';

/** Every route of the app, and the one place its address is written (STYLE.md). */
export const paths = {
  root: '/',
  login: '/login',
  loginAfterLogout: `/login?${LOGGED_OUT_PARAM}=true`,
  logout: '/logout',
  home: ROUTES_AFTER_LOGIN.home,
  error: '/error/:status',
  notFound: '/error/404',
  registration: '/registration',
  contactUs: '/contact-us',
  recoverUsername: '/recovery/username',
  recoverPassword: '/recovery/password',
  ssoLanding: '/sso-landing',
  groupSelection: ROUTES_AFTER_LOGIN.groupSelection,
  selectGroup: '/select-group',
  loginAs: ROUTES_AFTER_LOGIN.loginAs,
  updatePreferences: ROUTES_AFTER_LOGIN.updatePreferences,
  registrationPolicies: ROUTES_AFTER_LOGIN.registrationPolicies,
  changePassword: ROUTES_AFTER_LOGIN.changePassword,
  accountSettings: '/account/settings',
  passportDental: '/passport-dental',
  resourceDownload: '/resource-download',
  errorOf: (status: number) => `/error/${status}`,
  any: '*',
} as const;

/** The gateway's calls (document 1 §7), all under /api. */
export const apiPaths = {
  brand: '/api/brand',
  token: '/api/token',
  loginState: '/api/login-state',
  session: '/api/session',
  logout: '/api/logout',
  logoutEverywhere: '/api/logout/everywhere',
  loginAsReturn: '/api/login-as/return',
  account: '/api/account',
  preferences: '/api/account/preferences',
  relevantPreferences: '/api/account/relevant-preferences',
  registrationPolicies: '/api/account/registration/policies',
  password: '/api/account/password',
  calendarOfDomain: (domainId: number) => `/api/message/calendar/domain/${domainId}`,
  groups: '/api/groups',
  groupDetail: '/api/group-detail',
  groupSelection: '/api/group-selection',
  loginAs: '/api/login-as',
  outsideConfig: '/api/outside-config',
  shell: '/api/shell',
  home: '/api/home',
  idCardView: '/api/idCard/view',
  accreditation: '/api/outside/accreditation',
  chatConfig: '/api/outside/chat-config',
} as const;
