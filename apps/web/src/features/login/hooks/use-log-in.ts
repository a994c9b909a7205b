import { type DomainId, type NextStep, nextStepAfterLogin } from '@dash/domain';
import { useMutation } from '@tanstack/react-query';
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

export function useLogIn() {
  const { domainId } = useBrand();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (credentials: LoginCredentials) => logIn(credentials, domainId),
    onSuccess: (step) => {
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
    },
  });
}
