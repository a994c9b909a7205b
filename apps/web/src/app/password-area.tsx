import { type LoaderFunctionArgs, Outlet, redirect, useLoaderData } from 'react-router';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { SessionTimeout } from '@/features/session-timeout/components/session-timeout';
import { MemberShell } from '@/features/shell/components/member-shell';
import { AreaQueryClient } from '@/lib/area-query-client';
import { queryClient } from '@/lib/query-client';
import { loaderFetch } from '@/lib/render-loader';
import { loaderTokens, onSessionCleared } from '@/lib/session';
import { shellLoader } from './member-area';

onSessionCleared(() => queryClient.clear());

/**
 * /account/settings/change-password serves two moments: mid-login for INI and FRC (the temporary
 * token; the session opens only after the change, document 1 §4) and inside the member area. A
 * signed-in member's page is server-rendered with the shell's data; a sign-in under way is known
 * only to the browser (the temporary token is this tab's), so without a session the server leaves
 * the choice to it (`midLogin: null`).
 */
export async function loader(args: LoaderFunctionArgs) {
  const { session, temporary } = loaderTokens(args.context);
  if (temporary) return { midLogin: true as const };
  if (session) return { midLogin: false as const, ...(await shellLoader(args)) };
  if (loaderFetch(args.context) !== undefined) return { midLogin: null };
  return redirect(paths.login);
}

/** The same loader in the browser, also as the page is hydrated: the temporary token is read there. */
export const clientLoader = Object.assign((args: LoaderFunctionArgs) => loader(args), {
  hydrate: true as const,
});

export function Component() {
  const { midLogin } = useLoaderData<typeof loader>();
  if (midLogin === null) return <Spinner />;
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
