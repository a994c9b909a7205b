import { isLoginAsRole } from '@dash/domain';
import { redirect, useLoaderData } from 'react-router';
import { getLoginState } from '@/api/login-state';
import { paths } from '@/config/paths';
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

export function InboxComponent() {
  const { staffToken } = useLoaderData<typeof loader>();
  return <StaffInboxPage staffToken={staffToken} />;
}

export function ConversationComponent() {
  const { staffToken } = useLoaderData<typeof loader>();
  return <StaffConversationPage staffToken={staffToken} />;
}
