import type { ReactNode } from 'react';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { shellQueryOptions, useShell } from '@/api/shell';
import { paths } from '@/config/paths';
import { SessionTimeout } from '@/features/session-timeout/components/session-timeout';
import { MemberShell } from '@/features/shell/components/member-shell';
import { AreaQueryClient } from '@/lib/area-query-client';
import { useMemberLanguage } from '@/lib/i18n/member-language';
import { queryClient } from '@/lib/query-client';
import { dataLoader } from '@/lib/route-queries';
import { loaderTokens, onSessionCleared } from '@/lib/session';

onSessionCleared(() => queryClient.clear());

/** A server render's member page: every one reads GET shell (the menus, the alert, the member). */
export const shellLoader = dataLoader((client) => client.ensureQueryData(shellQueryOptions()));

/** The signed-in routes need a session token (document 1 §2, §6); without one the member signs in first. */
export async function loader(args: LoaderFunctionArgs) {
  if (!loaderTokens(args.context).session) return redirect(paths.login);
  return shellLoader(args);
}

/**
 * The member area: its own chunk with the query cache and the member navigation, so the sign-in pages
 * load neither the data library nor the menus.
 */
export function Component() {
  return <MemberFrame />;
}

/** The member's shell around `children` (a public page seen with a session), else around the route's page. */
export function MemberFrame({ children }: { children?: ReactNode }) {
  return (
    <AreaQueryClient>
      <MemberLanguage />
      <MemberShell>{children}</MemberShell>
      <SessionTimeout />
    </AreaQueryClient>
  );
}

/** The member's saved language, applied after sign-in and kept when they switch (issue 17). */
function MemberLanguage() {
  useMemberLanguage(useShell().data?.language);
  return null;
}
