import { API_PATHS, LoginState } from '@dash/domain/api';
import { apiRequest } from './api-client';
import { useBrand } from './brand';
import { advanceLogin, useGoToStep } from './post-login';
import { getLoginRedirect, getTemporaryToken } from './session';

/** GET login-state with the temporary token: what the post-login rule needs (document 1 §4). */
export function fetchLoginState(temporaryToken: string): Promise<LoginState> {
  return apiRequest(API_PATHS.loginState, { token: temporaryToken, schema: LoginState });
}

/**
 * After a mid-login prompt is answered (/update-preferences, /registration-policies), routing goes on
 * (document 1 §4): the login state is read again and the same rule decides the next step.
 */
export function useContinueLogin() {
  const { domainId } = useBrand();
  const goTo = useGoToStep();
  return async () => {
    const token = getTemporaryToken();
    if (!token) throw new Error('the mid-login area admits only a temporary token');
    const state = await fetchLoginState(token);
    goTo(await advanceLogin(token, state, { domainId, redirect: getLoginRedirect() }));
  };
}
