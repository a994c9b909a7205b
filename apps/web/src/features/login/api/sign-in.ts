import type { DomainId, NextStep } from '@dash/domain';
import { getLoginState } from '@/api/login-state';
import { advanceLogin } from '@/lib/post-login';
import { setLoginRedirect, setTemporaryToken } from '@/lib/session';
import { createToken, type LoginCredentials } from './create-token';

/**
 * Signs in and decides the next step (document 1 §4); a finished login holds the session token.
 * Loaded on submit, not with the page: it brings the zod contracts of the calls (issue 16, Pages).
 */
export async function logIn(credentials: LoginCredentials, domainId: DomainId): Promise<NextStep> {
  const { token, redirect } = await createToken({ ...credentials, domainId });
  setLoginRedirect(redirect);
  setTemporaryToken(token);
  const loginState = await getLoginState(token);
  return advanceLogin(token, loginState, { domainId, redirect });
}
