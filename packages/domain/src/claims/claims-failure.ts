import { getErrorPage } from '../errors/error-catalogue';
import { MENU_ROUTES } from '../navigation/menu-item';
import { RETRY_BUTTON_ID } from '../registration/registration-policy-failure';
import type { AlertContent } from '../shell/alert';
import { SESSION_EXPIRED_TEXTS } from './claim-texts';

/**
 * What the claims and EOB screens show when their call fails: these addresses are handled by the
 * screens, not the global error page (document 1 §8, document 2 §8). A 401 asks for a new sign-in;
 * anything else says what failed, with the catalogue's words for the status, and offers a Retry.
 */
export function getClaimsFailure(status: number, title: string): AlertContent {
  if (status === 401) {
    return {
      type: 'error',
      title: SESSION_EXPIRED_TEXTS.title,
      content: getErrorPage('401').code ?? '',
      canDismiss: false,
      links: [{ label: SESSION_EXPIRED_TEXTS.logInAgain, href: MENU_ROUTES.logout }],
    };
  }
  const page = getErrorPage(String(status));
  return {
    type: 'error',
    title,
    content: page.code ? `${page.title} ${page.code}` : page.title,
    canDismiss: false,
    buttons: [{ id: RETRY_BUTTON_ID, label: 'Retry' }],
  };
}
