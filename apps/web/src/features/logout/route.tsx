import { type LoaderFunctionArgs, redirect } from 'react-router';
import { paths } from '@/config/paths';
import { loaderBrand } from '@/lib/brand';
import { clearSession, getSessionToken, getTemporaryToken, whileSessionEnds } from '@/lib/session';
import { logOut } from './api/log-out';
import { LogoutPage } from './components/logout-page';

/**
 * /logout (document 1 §2): the guard revokes the session on the server (a failure changes nothing),
 * clears everything the browser kept, then goes to /login with the banner unless the brand stays here.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const token = getSessionToken() ?? getTemporaryToken();
  // On purpose: a call still in flight with this session meets its end, not an expiry.
  if (token) await whileSessionEnds(() => logOut(token)).catch(() => null);
  clearSession();
  return (await loaderBrand(context)).redirectToLoginAfterLogout ? redirect(paths.loginAfterLogout) : null;
}

export const Component = LogoutPage;
