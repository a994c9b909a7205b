import { createListApps, createRevokeApp } from './connected-apps';
import { createCheckAuthorizeRequest, createDecideConsent, createDescribeConsent } from './consent';
import type { SmartDeps } from './smart-deps';
import { createAuthenticate, createRevokeToken, createTokenEndpoint } from './token-endpoint';

// routes/smart/index.ts reads the token request's client authentication by this name.
export type { ClientCredentials } from './client-credentials';

/**
 * The SMART standalone patient launch's authorization server (issue 18, decision 022), one flow a
 * module: a registered app, an exact redirect address, PKCE S256 always, one member and one brand per
 * grant, rotating refresh tokens whose replay revokes the grant, and nothing stored but hashes.
 */
export function createSmartAuthorizationService(deps: SmartDeps) {
  return {
    checkAuthorizeRequest: createCheckAuthorizeRequest(deps),
    describe: createDescribeConsent(deps),
    decide: createDecideConsent(deps),
    token: createTokenEndpoint(deps),
    authenticate: createAuthenticate(deps),
    revokeToken: createRevokeToken(deps),
    listApps: createListApps(deps),
    revokeApp: createRevokeApp(deps),
  };
}

export type SmartAuthorizationService = ReturnType<typeof createSmartAuthorizationService>;
