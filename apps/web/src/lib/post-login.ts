import { type DomainId, type NextStep, nextStepAfterLogin } from '@dash/domain';
import type { LoginState } from '@dash/domain/api';
import { useNavigate } from 'react-router';
import { createSession } from '@/api/login-state';
import { paths } from '@/config/paths';
import { loadFullPage } from './full-page-load';
import { takePendingAppConnection } from './pending-app-connection';
import { clearTemporaryToken, setTemporaryToken, startSession } from './session';

/** Temporary state ends without a session: after the sign-on form post (document 1 §4 step 5). */
export function clearTemporaryState(): void {
  clearTemporaryToken();
}

export interface LoginContext {
  readonly domainId: DomainId;
  /** The redirect address of the token answer (document 1 §4); null when there was none. */
  readonly redirect: string | null;
}

/**
 * Decides the next step for a temporary token (document 1 §4) and, when login is complete, trades it
 * for the session token. Login, login-as, group selection and the preference and policy prompts all
 * go on through here.
 */
export async function advanceLogin(
  token: string,
  state: LoginState,
  context: LoginContext,
): Promise<NextStep> {
  setTemporaryToken(token);
  const step = nextStepAfterLogin({ ...state, ...context });
  if (step.kind === 'complete' || step.kind === 'full-page-load') {
    const session = await createSession(token);
    startSession(session.token, session.idleMinutes);
  }
  return step;
}

/** Carries out a step: another screen, the finished login, a full page load, or the sign-on form post. */
export function useGoToStep() {
  const navigate = useNavigate();
  return (step: NextStep) => {
    switch (step.kind) {
      case 'complete':
        // An app's consent page that sent the member to sign in gets them back (issue 18).
        return navigate(takePendingAppConnection() ?? step.path);
      case 'route':
        return navigate(step.path);
      case 'full-page-load':
        return loadFullPage(step.url);
      case 'sales-platform-sso':
        // /sso-landing posts the hidden form with the temporary token, then clears temporary state.
        return navigate(paths.ssoLanding);
    }
  };
}
