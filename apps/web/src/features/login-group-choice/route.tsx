import { useLoaderData } from 'react-router';
import { getLoginState } from '@/lib/post-login';
import { getTemporaryToken } from '@/lib/session';
import { GroupSelectionPage } from './components/group-selection-page';

/** The groups of the sign-in; the temporary-area layout has already checked the token. */
export async function loader() {
  const token = getTemporaryToken();
  if (!token) return null;
  return { token, state: await getLoginState(token) };
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  return data ? <GroupSelectionPage token={data.token} state={data.state} /> : null;
}
