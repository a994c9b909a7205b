import { type DomainId, describeSmartScopes } from '@dash/domain';
import type {
  SmartAuthorizationRequest,
  SmartConsentDecision,
  SmartConsentResult,
  SmartConsentView,
} from '@dash/domain/api';
import type { Caller } from '../caller';
import { grantedScope, registeredApp, requireMemberOwnSession } from './authorization-request';
import type { SmartDeps } from './smart-deps';
import { SMART_LIFETIMES } from './smart-lifetimes';
import { hashSecret, newSecret } from './smart-secrets';

function redirectWith(redirectUri: string, params: Record<string, string>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** GET /fhir/oauth/authorize: refuses an unknown app or redirect address (no redirect then). */
export function createCheckAuthorizeRequest(deps: Pick<SmartDeps, 'apps'>) {
  return function checkAuthorizeRequest(request: SmartAuthorizationRequest, domainId: DomainId): void {
    registeredApp(deps.apps, request.client_id, request.redirect_uri, domainId);
  };
}

/** The consent screen's content: the app by name and what it will read. */
export function createDescribeConsent(deps: Pick<SmartDeps, 'apps'>) {
  return function describe(caller: Caller, request: SmartAuthorizationRequest): SmartConsentView {
    requireMemberOwnSession(caller);
    const app = registeredApp(deps.apps, request.client_id, request.redirect_uri, caller.domainId);
    const scope = grantedScope(request.scope);
    return { clientId: app.clientId, appName: app.name, scope, willRead: describeSmartScopes(scope) };
  };
}

/** The member's answer: a one-minute code for this app, member and brand, or access_denied. */
export function createDecideConsent(deps: SmartDeps) {
  return async function decide(caller: Caller, decision: SmartConsentDecision): Promise<SmartConsentResult> {
    const memberKey = requireMemberOwnSession(caller);
    const app = registeredApp(deps.apps, decision.client_id, decision.redirect_uri, caller.domainId);
    if (!decision.approve) {
      return {
        redirectTo: redirectWith(decision.redirect_uri, { error: 'access_denied', state: decision.state }),
      };
    }
    const scope = grantedScope(decision.scope);
    const code = newSecret();
    const at = deps.now();
    await deps.grants.createGrantWithCode(
      {
        grantId: newSecret().slice(0, 32),
        accountId: caller.session.accountId,
        memberKey,
        domainId: caller.domainId,
        clientId: app.clientId,
        scope,
        createdAt: at,
      },
      {
        codeHash: hashSecret(code),
        redirectUri: decision.redirect_uri,
        codeChallenge: decision.code_challenge,
        expiresAt: new Date(at.getTime() + SMART_LIFETIMES.codeSeconds * 1000),
      },
    );
    return { redirectTo: redirectWith(decision.redirect_uri, { code, state: decision.state }) };
  };
}
