import { type LoaderFunctionArgs, Outlet, redirect } from 'react-router';
import { paths } from '@/config/paths';
import { AreaQueryClient } from '@/lib/area-query-client';
import { queryClient } from '@/lib/query-client';
import { loaderTokens, onSessionCleared } from '@/lib/session';

onSessionCleared(() => queryClient.clear());

/**
 * The mid-login routes (/group-selection, /update-preferences, /registration-policies, /sso-landing)
 * take only the temporary token (document 1 §6). Without one the member goes to /home when a session
 * token exists (login already finished), else to /logout.
 */
export function loader({ context }: LoaderFunctionArgs) {
  const { session, temporary } = loaderTokens(context);
  if (temporary) return null;
  return redirect(session ? paths.home : paths.logout);
}

/** The mid-login area: its own chunk with the query cache, like the member area. */
export function Component() {
  return (
    <AreaQueryClient>
      <Outlet />
    </AreaQueryClient>
  );
}
