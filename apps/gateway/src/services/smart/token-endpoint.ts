import type { DomainId } from '@dash/domain';
import type { SmartTokenRequest, SmartTokenResponse } from '@dash/domain/api';
import type { SmartGrant } from '../../repositories/smart-grants/grants';
import { authenticateClient, type ClientCredentials } from './client-credentials';
import type { SmartDeps } from './smart-deps';
import { hashSecret } from './smart-secrets';
import { exchangeCode, refreshGrant } from './token-grants';

/** POST /fhir/oauth/token. */
export function createTokenEndpoint(deps: SmartDeps) {
  return async function token(
    request: SmartTokenRequest,
    credentials: ClientCredentials,
    issuer: string,
    domainId: DomainId,
  ): Promise<SmartTokenResponse> {
    const app = authenticateClient(deps.apps, credentials);
    if (request.grant_type === 'authorization_code')
      return exchangeCode(deps, app, request, issuer, domainId);
    return refreshGrant(deps, app, request, issuer, domainId);
  };
}

/** The grant behind a FHIR request's access token, for the brand it came to; null when none. */
export function createAuthenticate(deps: Pick<SmartDeps, 'grants' | 'now'>) {
  return async function authenticate(accessToken: string, domainId: DomainId): Promise<SmartGrant | null> {
    const grant = await deps.grants.findTokenGrant(hashSecret(accessToken), 'access', deps.now());
    return grant && grant.domainId === domainId ? grant : null;
  };
}

/** RFC 7009: an app hands back a token; the grant it belongs to ends with all its tokens. */
export function createRevokeToken(deps: Pick<SmartDeps, 'grants' | 'now'>) {
  return async function revokeToken(token: string): Promise<void> {
    const grantId = await deps.grants.grantOfToken(hashSecret(token));
    if (grantId) await deps.grants.revokeGrant(grantId, deps.now());
  };
}
