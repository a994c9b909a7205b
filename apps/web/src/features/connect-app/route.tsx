import { type LoaderFunctionArgs, redirect } from 'react-router';
import { MemberFrame } from '@/app/member-area';
import { paths } from '@/config/paths';
import { savePendingAppConnection } from '@/lib/pending-app-connection';
import { loaderTokens } from '@/lib/session';
import { ConsentPage } from './components/consent-page';

/**
 * /connect-app: a member page, but one an app opens before anyone has signed in. Without a session
 * the request is kept and the member signs in with the dashboard's own sign-in, then comes back.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  if (loaderTokens(context).session) return null;
  const url = new URL(request.url);
  savePendingAppConnection({ pathname: url.pathname, search: url.search });
  return redirect(paths.login);
}

export function Component() {
  return (
    <MemberFrame>
      <ConsentPage />
    </MemberFrame>
  );
}
