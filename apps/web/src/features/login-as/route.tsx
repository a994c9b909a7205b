import { getLoginAsTitle } from '@dash/domain';
import { redirect, useLoaderData } from 'react-router';
import { getLoginState } from '@/api/login-state';
import { paths } from '@/config/paths';
import { getTemporaryToken } from '@/lib/session';
import { LoginAsPage } from './components/login-as-page';

/**
 * Only a logInAsAnyone or logInAsNonEmp token opens /login-as; anyone else gets the 404 page
 * (document 1 §2, §6). Staff hold the temporary token of their sign-in.
 */
export async function loader() {
  const staffToken = getTemporaryToken();
  if (!staffToken) return redirect(paths.notFound);
  const title = getLoginAsTitle((await getLoginState(staffToken)).claims.role);
  return title ? { title, staffToken } : redirect(paths.notFound);
}

export function Component() {
  const { title, staffToken } = useLoaderData<typeof loader>();
  return <LoginAsPage title={title} staffToken={staffToken} />;
}
