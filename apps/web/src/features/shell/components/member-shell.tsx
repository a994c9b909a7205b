import { lazy, type ReactNode, useDeferredValue, useLayoutEffect } from 'react';
import { Outlet } from 'react-router';
import { useShell } from '@/api/shell';
import { FallbackBoundary } from '@/components/fallback-boundary';
import { PageBoundary } from '@/components/page-boundary';
import { useAuthorizationRefresh } from '../hooks/use-authorization-refresh';
import { useChat } from '../hooks/use-chat';
import { useDataLayer } from '../hooks/use-data-layer';

// The menus (React Aria) load beside the page, never in front of it.
const MemberNavigation = lazy(async () => ({
  default: (await import('./member-navigation')).MemberNavigation,
}));

/**
 * Marks #root as a member's while the member area is rendered, as the gateway marks a page it server-rendered for
 * one: the stylesheet then holds the menus' row until they come, so the page below does not move
 * (issue 16, CLS). Set before the first paint.
 */
function useMemberMark() {
  useLayoutEffect(() => {
    const root = document.getElementById('root');
    if (!root) return;
    root.dataset.member = '';
    return () => {
      delete root.dataset.member;
    };
  }, []);
}

/**
 * The signed-in part of the shell (document 1 §2): menus computed in the domain from GET shell, the
 * global alert, the phone bar, the site map and the badge; the data layer and the chat gate; and
 * the authorization refresh after each navigation. It frames the route's page, or `children` when a
 * public page (contact, error) is shown to a signed-in member.
 */
export function MemberShell({ children }: { children?: ReactNode }) {
  const { data: shell } = useShell();
  // The menus are rendered in a background render that React splits into short tasks, beside the page
  // that arrives at the same time, rather than in one long task with it (issue 16, TBT).
  const menusShell = useDeferredValue(shell);
  useMemberMark();
  useAuthorizationRefresh();
  useDataLayer(shell);
  useChat();
  return (
    <>
      {/* Menus that fail (their file did not load) leave the page in place, never the bare error of
          the shell: React keeps a lazy component's failed import, so the page's own error boundary
          would render the same failure again (issue 36). */}
      <FallbackBoundary fallback={null}>
        <PageBoundary>{menusShell ? <MemberNavigation shell={menusShell} /> : null}</PageBoundary>
      </FallbackBoundary>
      {/* On a server-rendered page, the page is hydrated after the member shell, in tasks of its own (issue 16, TBT). */}
      <PageBoundary>{children ?? <Outlet />}</PageBoundary>
    </>
  );
}
