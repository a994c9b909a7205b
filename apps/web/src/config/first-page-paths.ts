import { UTILITY_ROUTES } from '@dash/domain';

/**
 * The addresses the first page's own scripts link or move to (issue 37): the shell, the sign-in page
 * and the errors' handling. Apart from `paths`, which takes them from here, so /login does not load
 * every page's address (a module is bundled whole, whatever it is read for).
 */
export const firstPagePaths = {
  root: '/',
  login: UTILITY_ROUTES.login,
  notFound: '/error/404',
  registration: '/registration',
  contactUs: UTILITY_ROUTES.contactUs,
  recoverUsername: '/recovery/username',
  recoverPassword: '/recovery/password',
  ssoLanding: '/sso-landing',
  connectApp: '/connect-app',
} as const;
