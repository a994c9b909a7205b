import { isLoginAsRole } from '@dash/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { redirect, useLoaderData } from 'react-router';
import { getLoginState } from '@/api/login-state';
import { paths } from '@/config/paths';
import { queryClient } from '@/lib/query-client';
import { getTemporaryToken } from '@/lib/session';
import { StaffClaimsPage } from './components/staff-claims-page';

/**
 * /staff/claims (issue 39 §3) takes the staff token the staff sign-in left in the browser, as the
 * messages inbox and /login-as do; anyone else gets the 404 page.
 */
export async function loader() {
  const staffToken = getTemporaryToken();
  if (!staffToken) return redirect(paths.notFound);
  const { claims } = await getLoginState(staffToken);
  return isLoginAsRole(claims.role) ? { staffToken } : redirect(paths.notFound);
}

/** Outside the member area, with the browser's own query client (as the inbox). */
export function StaffClaimsComponent() {
  const { staffToken } = useLoaderData<typeof loader>();
  return (
    <QueryClientProvider client={queryClient}>
      <StaffClaimsPage staffToken={staffToken} />
    </QueryClientProvider>
  );
}
