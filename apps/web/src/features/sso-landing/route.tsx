import { useLoaderData } from 'react-router';
import { getLoginState } from '@/api/login-state';
import { Spinner } from '@/components/spinner';
import { TokenPostForm } from '@/components/token-post-form';
import { clearTemporaryState } from '@/lib/post-login';
import { getTemporaryToken } from '@/lib/session';
import { commonTexts } from '@/locales/texts';
import { getOutsideConfig } from './api/get-outside-config';
import { getSignOnPost } from './get-sign-on-post';

/** Reads what the form post needs; the temporary-area layout has already checked the token. */
export async function loader() {
  const token = getTemporaryToken();
  if (!token) return null;
  const [state, outside] = await Promise.all([getLoginState(token), getOutsideConfig()]);
  return getSignOnPost(token, state, outside);
}

/** /sso-landing (document 1 §2): a blank page that posts the token onward, then clears temporary state. */
export function Component() {
  const post = useLoaderData<typeof loader>();
  const t = commonTexts.useTexts();
  return (
    <>
      <Spinner label={t('shell.loading')} />
      {post ? <TokenPostForm post={post} onPosted={clearTemporaryState} /> : null}
    </>
  );
}
