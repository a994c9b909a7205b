import { type LoaderFunctionArgs, Outlet, redirect, useLoaderData } from 'react-router';
import { paths } from '@/config/paths';
import { SessionTimeout } from '@/features/session-timeout/components/session-timeout';
import { MemberShell } from '@/features/shell/components/member-shell';
import { AreaQueryClient } from '@/lib/area-query-client';
import { queryClient } from '@/lib/query-client';
import { loaderTokens, onSessionCleared } from '@/lib/session';

onSessionCleared(() => queryClient.clear());

/**
 * /account/settings/change-password serves two moments: mid-login for INI and FRC (the temporary
 * token; the session opens only after the change, document 1 §4) and inside the member area.
 */
export function loader({ context }: LoaderFunctionArgs) {
  const { session, temporary } = loaderTokens(context);
  if (temporary) return { midLogin: true };
  if (session) return { midLogin: false };
  return redirect(paths.login);
}

export function Component() {
  const { midLogin } = useLoaderData<typeof loader>();
  return (
    <AreaQueryClient>
      {midLogin ? (
        <Outlet />
      ) : (
        <>
          <MemberShell />
          <SessionTimeout />
        </>
      )}
    </AreaQueryClient>
  );
}
