import { isLoginAsRole } from '@dash/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { redirect, useLoaderData } from 'react-router';
import { getLoginState } from '@/api/login-state';
import { paths } from '@/config/paths';
import { queryClient } from '@/lib/query-client';
import { getTemporaryToken } from '@/lib/session';
import { StaffConversationPage } from './components/staff-conversation-page';
import { StaffInboxPage } from './components/staff-inbox-page';

/**
 * Member services' pages (issue 39 §1) take the staff token the staff sign-in left in the browser, as
 * /login-as does; anyone else gets the 404 page.
 */
export async function loader() {
  const staffToken = getTemporaryToken();
  if (!staffToken) return redirect(paths.notFound);
  const { claims } = await getLoginState(staffToken);
  return isLoginAsRole(claims.role) ? { staffToken } : redirect(paths.notFound);
}

// Outside the member area, which holds the member's query cache: the browser's own client, as the
// public reset page does (features/recovery/route.tsx).
export function InboxComponent() {
  const { staffToken } = useLoaderData<typeof loader>();
  return (
    <QueryClientProvider client={queryClient}>
      <StaffInboxPage staffToken={staffToken} />
    </QueryClientProvider>
  );
}

export function ConversationComponent() {
  const { staffToken } = useLoaderData<typeof loader>();
  return (
    <QueryClientProvider client={queryClient}>
      <StaffConversationPage staffToken={staffToken} />
    </QueryClientProvider>
  );
}
