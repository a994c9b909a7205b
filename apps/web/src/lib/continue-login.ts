import { getLoginState } from '@/api/login-state';
import { useBrand } from './brand';
import { advanceLogin, useGoToStep } from './post-login';
import { getLoginRedirect, getTemporaryToken } from './session';

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
    const state = await getLoginState(token);
    goTo(await advanceLogin(token, state, { domainId, redirect: getLoginRedirect() }));
  };
}
