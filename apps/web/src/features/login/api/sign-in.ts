import { type DomainId, type NextStep, ROUTES_AFTER_LOGIN } from '@dash/domain';
import { getLoginState } from '@/api/login-state';
import { advanceLogin } from '@/lib/post-login';
import { setLoginRedirect, setTemporaryToken } from '@/lib/session';
import { rememberMfaMethod } from '../lib/pending-mfa';
import { createToken, type LoginCredentials } from './create-token';

// The form's rules come with the calls (hooks/use-credential-fields.ts): they are TokenRequest's.
export { resolveLoginCredentials } from './create-token';

/**
 * Signs in and decides the next step (document 1 §4); a finished login holds the session token.
 * Loaded on submit, not with the page: it brings the zod contracts of the calls (issue 16, Pages).
 */
export async function logIn(credentials: LoginCredentials, domainId: DomainId): Promise<NextStep> {
  const { token, redirect, mfa } = await createToken({ ...credentials, domainId });
  setLoginRedirect(redirect);
  setTemporaryToken(token);
  // Issue 15: the second factor comes before every step of document 1 §4; the token opens nothing else.
  if (mfa) {
    rememberMfaMethod(mfa);
    return { kind: 'route', path: ROUTES_AFTER_LOGIN.mfa };
  }
  const loginState = await getLoginState(token);
  return advanceLogin(token, loginState, { domainId, redirect });
}
