import { Outlet, redirect, useLoaderData } from 'react-router';
import { paths } from '@/config/paths';
import { SessionTimeout } from '@/features/session-timeout/components/session-timeout';
import { MemberShell } from '@/features/shell/components/member-shell';
import { AreaQueryClient } from '@/lib/area-query-client';
import { queryClient } from '@/lib/query-client';
import { getSessionToken, getTemporaryToken, onSessionCleared } from '@/lib/session';

onSessionCleared(() => queryClient.clear());

/**
 * /account/settings/change-password serves two moments: mid-login for INI and FRC (the temporary
 * token; the session opens only after the change, document 1 §4) and inside the member area.
 */
export function loader() {
  if (getTemporaryToken()) return { midLogin: true };
  if (getSessionToken()) return { midLogin: false };
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
