import { MFA_METHODS, type MfaMethod } from '@dash/domain';

const KEY = 'dash.mfaMethod';

/**
 * How the member gets the code the sign-in waits for (issue 15), kept for the tab like the temporary
 * token, so a reload of the code screen still says where to look.
 */
export function rememberMfaMethod(method: MfaMethod): void {
  sessionStorage.setItem(KEY, method);
}

export function getMfaMethod(): MfaMethod {
  const stored = sessionStorage.getItem(KEY);
  return MFA_METHODS.find((method) => method === stored) ?? 'totp';
}

export function forgetMfaMethod(): void {
  sessionStorage.removeItem(KEY);
}
