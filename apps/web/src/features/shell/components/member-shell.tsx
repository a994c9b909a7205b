import { lazy, type ReactNode, Suspense, useDeferredValue } from 'react';
import { createPortal } from 'react-dom';
import { Outlet } from 'react-router';
import { useShell } from '@/api/shell';
import { useShellSlots } from '@/app/shell-slots';
import { useAuthorizationRefresh } from '../hooks/use-authorization-refresh';
import { useChat } from '../hooks/use-chat';
import { useDataLayer } from '../hooks/use-data-layer';

// The menus (React Aria) load beside the page, never in front of it.
const MemberNavigation = lazy(async () => ({
  default: (await import('./member-navigation')).MemberNavigation,
}));

/** Holds the menus' row in the header while they load, so the page below does not move when they come. */
function NavigationPlaceholder() {
  const { header } = useShellSlots();
  return header ? createPortal(<div className="member-nav" aria-hidden="true" />, header) : null;
}

/**
 * The signed-in part of the shell (document 1 §2): menus computed in the domain from GET shell, the
 * global alert, the phone bar, the site map and the badge; the data layer and the chat gate; and
 * the authorization refresh after each navigation. It frames the route's page, or `children` when a
 * public page (contact, error) is shown to a signed-in member.
 */
export function MemberShell({ children }: { children?: ReactNode }) {
  const { data: shell } = useShell();
  // The menus are drawn in a background render that React splits into short tasks, beside the page
  // that arrives at the same time, rather than in one long task with it (issue 16, TBT).
  const menusShell = useDeferredValue(shell);
  useAuthorizationRefresh();
  useDataLayer(shell);
  useChat();
  return (
    <>
      <Suspense fallback={<NavigationPlaceholder />}>
        {menusShell ? <MemberNavigation shell={menusShell} /> : <NavigationPlaceholder />}
      </Suspense>
      {children ?? <Outlet />}
    </>
  );
}
