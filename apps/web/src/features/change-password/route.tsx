import { useLoaderData } from 'react-router';
import { getTemporaryToken } from '@/lib/session';
import { ChangePasswordPage } from './components/change-password-page';

/** /account/settings/change-password (document 1 §2): mid-login with the temporary token, or signed in. */
export function loader() {
  return { temporaryToken: getTemporaryToken() };
}

export function Component() {
  const { temporaryToken } = useLoaderData<typeof loader>();
  return <ChangePasswordPage temporaryToken={temporaryToken} />;
}
