import { useLoaderData } from 'react-router';
import { getTemporaryToken } from '@/lib/session';
import { ChangePasswordPage } from './components/change-password-page';

/**
 * /account/settings/change-password (document 1 §2): mid-login with the temporary token, or signed in.
 * The server never holds the temporary token (session storage): it renders a signed-in member's page.
 */
export function loader() {
  return { temporaryToken: null as string | null };
}

/** In the browser, also as the page is hydrated: the sign-in's temporary token, when one is under way. */
export const clientLoader = Object.assign(() => ({ temporaryToken: getTemporaryToken() }), {
  hydrate: true as const,
});

export function Component() {
  const { temporaryToken } = useLoaderData<typeof clientLoader>();
  return <ChangePasswordPage temporaryToken={temporaryToken} />;
}
