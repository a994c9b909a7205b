import type { BrandConfig } from '@dash/domain/api';
import { redirect } from 'react-router';
import { paths } from '@/config/paths';
import { clearSession, getSessionToken, getTemporaryToken, whileSessionEnds } from '@/lib/session';
import { logOut } from './api/log-out';
import { LogoutPage } from './components/logout-page';

/**
 * /logout (document 1 §2): the guard revokes the session on the server (a failure changes nothing),
 * clears everything the browser kept, then goes to /login with the banner unless the brand stays here.
 */
export function getLogoutRoute(brand: Pick<BrandConfig, 'redirectToLoginAfterLogout'>) {
  return {
    loader: async () => {
      const token = getSessionToken() ?? getTemporaryToken();
      // On purpose: a call still in flight with this session meets its end, not an expiry.
      if (token) await whileSessionEnds(() => logOut(token)).catch(() => null);
      clearSession();
      return brand.redirectToLoginAfterLogout ? redirect(paths.loginAfterLogout) : null;
    },
    Component: LogoutPage,
  };
}
