import { type DomainId, type NextStep, nextStepAfterLogin } from '@dash/domain';
import { useState, useTransition } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useBrand } from '@/lib/brand';
import { loadFullPage } from '@/lib/full-page-load';
import { setTemporaryToken, startSession } from '@/lib/session';
import { createSession } from '../api/create-session';
import { createToken, type LoginCredentials } from '../api/create-token';
import { getLoginState } from '../api/get-login-state';

/** Signs in and decides the next step (document 1 §4); a finished login holds the session token. */
async function logIn(credentials: LoginCredentials, domainId: DomainId): Promise<NextStep> {
  const { token, redirect } = await createToken({ ...credentials, domainId });
  setTemporaryToken(token);
  const loginState = await getLoginState(token);
  const step = nextStepAfterLogin({ ...loginState, domainId, redirect });
  if (step.kind === 'complete' || step.kind === 'full-page-load') {
    startSession((await createSession(token)).token);
  }
  return step;
}

/**
 * The sign-in action, as a React transition rather than a query-library mutation, so /login loads no
 * data library. `error` holds the last failure until the next attempt or `reset`.
 */
export function useLogIn() {
  const { domainId } = useBrand();
  const navigate = useNavigate();
  const [isPending, startTransition] = useTransition();
  const [error, setError] = useState<Error | null>(null);

  const goTo = (step: NextStep) => {
    switch (step.kind) {
      case 'complete':
      case 'route':
        return navigate(step.path);
      case 'full-page-load':
        return loadFullPage(step.url);
      case 'sales-platform-sso':
        // The sign-on form post arrives with the sales-platform issue; the landing keeps the temporary token.
        return navigate(paths.ssoLanding);
    }
  };

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
