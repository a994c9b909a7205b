import { type DomainId, isStaffSession, parseSmartScopes } from '@dash/domain';
import { BadRequestError, ForbiddenError } from '../../errors';
import { findSmartApp, type SmartApp } from '../../fhir/registered-apps';
import { type Caller, requireMemberKey } from '../caller';

/** The app and its redirect address, checked before anything is shown or redirected. */
export function registeredApp(
  apps: readonly SmartApp[],
  clientId: string,
  redirectUri: string,
  domainId: DomainId,
): SmartApp {
  const app = findSmartApp(apps, clientId);
  if (!app) throw new BadRequestError('smart.unknownClient', { code: 'UNKNOWN_CLIENT' });
  if (!app.redirectUris.includes(redirectUri)) {
    throw new BadRequestError('smart.unknownRedirect', { code: 'UNKNOWN_REDIRECT_URI' });
  }
  if (!app.domainIds.includes(domainId)) {
    throw new BadRequestError('smart.brandMismatch', { code: 'UNKNOWN_CLIENT' });
  }
  return app;
}

export function grantedScope(scope: string): string {
  const parsed = parseSmartScopes(scope);
  if (parsed.readable.length === 0) {
    throw new BadRequestError('smart.noReadableScope', { code: 'INVALID_SCOPE' });
  }
  return parsed.granted.join(' ');
}

/** Only the member themself connects an app: never a staff person in a login-as session. */
export function requireMemberOwnSession(caller: Caller): string {
  if (isStaffSession(caller.session)) throw new ForbiddenError('smart.staffCannotAuthorize');
  return requireMemberKey(caller);
}
