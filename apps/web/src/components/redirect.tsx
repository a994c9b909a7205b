import { createContext, useContext } from 'react';
import { Navigate } from 'react-router';

/**
 * Set by the server's render of a page (entry.server.tsx): takes the address the page sends the
 * member on to, which the gateway then responds with instead of a server-rendered page.
 */
export const ServerRedirectContext = createContext<((to: string) => void) | null>(null);

/**
 * This page is not the member's to see: they are sent on to `to`, the page replaced in the history.
 * Rendered by the server, the page's response is a redirect there (issue 16): a router with no
 * history can follow no `<Navigate>`, and would send an empty page for the browser to leave.
 */
export function Redirect({ to }: { to: string }) {
  const record = useContext(ServerRedirectContext);
  if (record) {
    record(to);
    return null;
  }
  return <Navigate to={to} replace />;
}
