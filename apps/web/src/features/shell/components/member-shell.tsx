import { lazy, type ReactNode, Suspense } from 'react';
import { createPortal } from 'react-dom';
import { Outlet } from 'react-router';
import { useShell } from '@/app/shell-query';
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
  useAuthorizationRefresh();
  useDataLayer(shell);
  useChat();
  return (
    <>
      <Suspense fallback={<NavigationPlaceholder />}>
        {shell ? <MemberNavigation shell={shell} /> : <NavigationPlaceholder />}
      </Suspense>
      {children ?? <Outlet />}
    </>
  );
}
