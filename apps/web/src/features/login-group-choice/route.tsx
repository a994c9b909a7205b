import { useLoaderData } from 'react-router';
import { getLoginState } from '@/api/login-state';
import { getTemporaryToken } from '@/lib/session';
import { LoginGroupChoicePage } from './components/login-group-choice-page';

/** The groups of the sign-in; the temporary-area layout has already checked the token. */
export async function loader() {
  const token = getTemporaryToken();
  if (!token) return null;
  return { token, state: await getLoginState(token) };
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  return data ? <LoginGroupChoicePage token={data.token} state={data.state} /> : null;
}
