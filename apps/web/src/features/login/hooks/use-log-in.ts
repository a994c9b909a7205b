import { type DomainId, type NextStep, ROUTES_AFTER_LOGIN } from '@dash/domain';
import { useState, useTransition } from 'react';
import { getLoginState } from '@/api/login-state';
import { useBrand } from '@/lib/brand';
import { advanceLogin, useGoToStep } from '@/lib/post-login';
import { setLoginRedirect, setTemporaryToken } from '@/lib/session';
import { createToken, type LoginCredentials } from '../api/create-token';
import { rememberMfaMethod } from '../lib/pending-mfa';

/** Signs in and decides the next step (document 1 §4); a finished login holds the session token. */
async function logIn(credentials: LoginCredentials, domainId: DomainId): Promise<NextStep> {
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

/**
 * The sign-in action, as a React transition rather than a query-library mutation, so /login loads no
 * data library. `error` holds the last failure until the next attempt or `reset`.
 */
export function useLogIn() {
  const { domainId } = useBrand();
  const goTo = useGoToStep();
  const [isPending, startTransition] = useTransition();
  const [error, setError] = useState<Error | null>(null);

  const mutate = (credentials: LoginCredentials) => {
    setError(null);
    startTransition(async () => {
      try {
        const step = await logIn(credentials, domainId);
        startTransition(() => goTo(step));
      } catch (failure) {
        setError(failure instanceof Error ? failure : new Error(String(failure)));
      }
    });
  };

  return { mutate, isPending, isError: error !== null, error, reset: () => setError(null) };
}
