import { type DomainId, parseSmartScopes, SMART_SERVER_MESSAGES } from '@dash/domain';
import type { SmartTokenRequest, SmartTokenResponse } from '@dash/domain/api';
import type { SmartApp } from '../../fhir/registered-apps';
import { issueTokens } from './issue-tokens';
import { OAuthError } from './oauth-error';
import type { SmartDeps } from './smart-deps';
import { hashSecret, verifyPkce } from './smart-secrets';

type CodeRequest = Extract<SmartTokenRequest, { grant_type: 'authorization_code' }>;
type RefreshRequest = Extract<SmartTokenRequest, { grant_type: 'refresh_token' }>;

/** The authorization code, once, by the app and redirect address it was issued to, with its PKCE verifier. */
export async function exchangeCode(
  deps: SmartDeps,
  app: SmartApp,
  request: CodeRequest,
  issuer: string,
  domainId: DomainId,
): Promise<SmartTokenResponse> {
  const { grants, now } = deps;
  const codeHash = hashSecret(request.code);
  const used = await grants.useCode(codeHash, now());
  if (!used) {
    // A code presented twice: whatever it issued is revoked (RFC 6749 §4.1.2).
    const replayed = await grants.grantOfUsedCode(codeHash);
    if (replayed) await grants.revokeGrant(replayed, now());
    throw new OAuthError('invalid_grant', 'The code is unknown, used or expired.');
  }
  const { grant } = used;
  if (grant.clientId !== app.clientId || used.redirectUri !== request.redirect_uri) {
    throw new OAuthError('invalid_grant', 'The code was issued to another app or redirect address.');
  }
  if (grant.domainId !== domainId) throw new OAuthError('invalid_grant', SMART_SERVER_MESSAGES.brandMismatch);
  if (!verifyPkce(request.code_verifier, used.codeChallenge)) {
    throw new OAuthError('invalid_grant', 'The code verifier does not match the code challenge.');
  }
  return issueTokens(deps, grant, issuer);
}

/** A refresh token, once: it rotates, and a scope may narrow but never widen. */
export async function refreshGrant(
  deps: SmartDeps,
  app: SmartApp,
  request: RefreshRequest,
  issuer: string,
  domainId: DomainId,
): Promise<SmartTokenResponse> {
  const { grants, now } = deps;
  const hash = hashSecret(request.refresh_token);
  const grant = await grants.findTokenGrant(hash, 'refresh', now());
  if (!grant || grant.clientId !== app.clientId || grant.domainId !== domainId) {
    // A rotated refresh token used again means it leaked: the whole grant ends.
    const replayed = await grants.grantOfEndedRefreshToken(hash);
    if (replayed) await grants.revokeGrant(replayed, now());
    throw new OAuthError('invalid_grant', 'The refresh token is unknown, used, expired or revoked.');
  }
  if (request.scope !== undefined) {
    const asked = parseSmartScopes(request.scope).granted;
    const held = parseSmartScopes(grant.scope).granted;
    if (asked.some((scope) => !held.includes(scope))) {
      throw new OAuthError('invalid_scope', 'A refresh cannot widen the scopes the member granted.');
    }
  }
  if (!(await grants.endRefreshToken(hash, now()))) {
    throw new OAuthError('invalid_grant', 'The refresh token is unknown, used, expired or revoked.');
  }
  return issueTokens(deps, grant, issuer);
}
