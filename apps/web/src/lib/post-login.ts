import { type DomainId, type NextStep, nextStepAfterLogin } from '@dash/domain';
import type { LoginState } from '@dash/domain/api';
import { createSession } from '@/api/login-state';
import { clearTemporaryToken, setTemporaryToken, startSession } from './session';

/** Temporary state ends without a session: after the sign-on form post (document 1 §4 step 5). */
export function clearTemporaryState(): void {
  clearTemporaryToken();
}

export interface LoginContext {
  readonly domainId: DomainId;
  /** The redirect address of the token response (document 1 §4); null when there was none. */
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

// The hook lives apart so the sign-in page can use it without loading the calls above (issue 16).
export { useGoToStep } from './go-to-step';
