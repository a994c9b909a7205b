import { getLoginAsTitleKey } from '@dash/domain';
import { redirect, useLoaderData } from 'react-router';
import { getLoginState } from '@/api/login-state';
import { paths } from '@/config/paths';
import {
  clearSession,
  getSessionToken,
  getTemporaryToken,
  setTemporaryToken,
  whileSessionEnds,
} from '@/lib/session';
import { returnToStaff } from './api/return-to-staff';
import { LoginAsPage } from './components/login-as-page';

/**
 * The staff token: the one of the staff sign-in, or, from a session a login-as opened (its settings
 * menu entry, document 1 §6), the staff person's token again once that member session has ended.
 */
async function getStaffToken(): Promise<string | null> {
  const temporary = getTemporaryToken();
  if (temporary || !getSessionToken()) return temporary;
  const returned = await whileSessionEnds(returnToStaff).catch(() => null);
  if (!returned) return null;
  clearSession();
  setTemporaryToken(returned.token);
  return returned.token;
}

/**
 * Only a logInAsAnyone or logInAsNonEmp token opens /login-as; anyone else gets the 404 page
 * (document 1 §2, §6).
 */
export async function loader() {
  const staffToken = await getStaffToken();
  if (!staffToken) return redirect(paths.notFound);
  const titleKey = getLoginAsTitleKey((await getLoginState(staffToken)).claims.role);
  return titleKey ? { titleKey, staffToken } : redirect(paths.notFound);
}

export function Component() {
  const { titleKey, staffToken } = useLoaderData<typeof loader>();
  return <LoginAsPage titleKey={titleKey} staffToken={staffToken} />;
}
