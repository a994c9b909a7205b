import { getErrorPage } from '../errors/error-catalogue';
import { MENU_ROUTES } from '../navigation/menu-item';
import type { AlertContent } from '../shell/alert';
import { REGISTRATION_POLICY_TEXTS as TEXTS } from './registration-policy-texts';

/** The retry button of a failed load. */
export const RETRY_BUTTON_ID = 'retry';

/**
 * What /registration-policies shows when its call fails (document 1 §8: addresses containing
 * "registration" are not handled globally, so the screen handles them). A 401 means the temporary
 * token ran out: only a new sign-in helps. Any other failed load offers a retry; a failed save keeps
 * the form, so its Continue button is the retry. The catalogue's title and code name the failure.
 */
export function getRegistrationPoliciesFailure(status: number, call: 'load' | 'save'): AlertContent {
  if (status === 401) {
    return {
      type: 'error',
      title: TEXTS.signInExpired,
      content: getErrorPage('401').code ?? '',
      canDismiss: false,
      links: [{ label: TEXTS.logInAgain, href: MENU_ROUTES.logout }],
    };
  }
  const page = getErrorPage(String(status));
  const content = page.code ? `${page.title} ${page.code}` : page.title;
  return call === 'load'
    ? {
        type: 'error',
        title: TEXTS.loadFailed,
        content,
        canDismiss: false,
        buttons: [{ id: RETRY_BUTTON_ID, label: TEXTS.retry }],
      }
    : { type: 'error', title: TEXTS.saveFailed, content, canDismiss: false };
}
