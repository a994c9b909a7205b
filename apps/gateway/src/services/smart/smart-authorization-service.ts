import {
  type DomainId,
  describeSmartScopes,
  isStaffSession,
  parseSmartScopes,
  SMART_SERVER_MESSAGES,
} from '@dash/domain';
import type {
  ConnectedApps,
  SmartAuthorizationRequest,
  SmartConsentDecision,
  SmartConsentResult,
  SmartConsentView,
  SmartTokenRequest,
  SmartTokenResponse,
} from '@dash/domain/api';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../errors';
import { getPatientId } from '../../fhir/fhir-ids';
import { findSmartApp, type SmartApp } from '../../fhir/registered-apps';
import type { SmartGrant, SmartGrantsRepository } from '../../repositories/smart-grants-repository';
import { type Caller, requireMemberKey } from '../caller';
import type { IdTokenSigner } from './id-token-signer';
import { OAuthError } from './oauth-error';
import { hashSecret, newSecret, verifyClientSecret, verifyPkce } from './smart-secrets';

/** Lifetimes (SMART App Launch: access tokens short, refresh tokens long and rotating). */
export const SMART_LIFETIMES = {
  codeSeconds: 60,
  accessSeconds: 3600,
  refreshDays: 90,
} as const;

/** The client authentication a token request carried: HTTP Basic (RFC 6749 §2.3.1) or the form. */
export interface ClientCredentials {
  readonly clientId: string | undefined;
  readonly clientSecret: string | undefined;
}

/**
 * The SMART standalone patient launch's authorization server (issue 18, decision 022): a registered
 * app, an exact redirect address, PKCE S256 always, one member and one brand per grant, rotating
 * refresh tokens whose replay revokes the grant, and nothing stored but hashes.
 */
export function createSmartAuthorizationService(deps: {
  readonly grants: SmartGrantsRepository;
  readonly apps: readonly SmartApp[];
  readonly idTokens: IdTokenSigner;
  readonly now: () => Date;
}) {
  const { grants, apps, now } = deps;

  /** The app and its redirect address, checked before anything is shown or redirected. */
  function registeredApp(clientId: string, redirectUri: string, domainId: DomainId): SmartApp {
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

  function grantedScope(scope: string): string {
    const parsed = parseSmartScopes(scope);
    if (parsed.readable.length === 0) {
      throw new BadRequestError('smart.noReadableScope', { code: 'INVALID_SCOPE' });
    }
    return parsed.granted.join(' ');
  }

  /** Only the member themself connects an app: never a staff person in a login-as session. */
  function requireMemberOwnSession(caller: Caller): string {
    if (isStaffSession(caller.session)) throw new ForbiddenError('smart.staffCannotAuthorize');
    return requireMemberKey(caller);
  }

  function redirectWith(redirectUri: string, params: Record<string, string>): string {
    const url = new URL(redirectUri);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url.toString();
  }

  function authenticateClient(credentials: ClientCredentials): SmartApp {
    const app = credentials.clientId ? findSmartApp(apps, credentials.clientId) : undefined;
    if (!app) throw new OAuthError('invalid_client', SMART_SERVER_MESSAGES.unknownClient, 401);
    if (app.kind === 'confidential') {
      const ok =
        credentials.clientSecret !== undefined &&
        app.clientSecretSha256 !== undefined &&
        verifyClientSecret(credentials.clientSecret, app.clientSecretSha256);
      if (!ok) throw new OAuthError('invalid_client', 'The client secret is missing or wrong.', 401);
    }
    return app;
  }

  async function issueTokens(grant: SmartGrant, issuer: string): Promise<SmartTokenResponse> {
    const at = now();
    const access = newSecret();
    const scopes = parseSmartScopes(grant.scope);
    const refresh = scopes.offlineAccess ? newSecret() : undefined;
    await grants.insertTokens(
      grant.grantId,
      [
        {
          hash: hashSecret(access),
          kind: 'access',
          expiresAt: new Date(at.getTime() + SMART_LIFETIMES.accessSeconds * 1000),
        },
        ...(refresh
          ? [
              {
                hash: hashSecret(refresh),
                kind: 'refresh' as const,
                expiresAt: new Date(at.getTime() + SMART_LIFETIMES.refreshDays * 86_400_000),
              },
            ]
          : []),
      ],
      at,
    );
    const patient = getPatientId(grant.memberKey);
    const idToken =
      scopes.openid && scopes.fhirUser
        ? await deps.idTokens.sign({
            issuer,
            subject: patient,
            audience: grant.clientId,
            fhirUser: `${issuer}/Patient/${patient}`,
            now: at,
          })
        : undefined;
    return {
      access_token: access,
      token_type: 'Bearer',
      expires_in: SMART_LIFETIMES.accessSeconds,
      scope: grant.scope,
      patient,
      ...(refresh ? { refresh_token: refresh } : {}),
      ...(idToken ? { id_token: idToken } : {}),
    };
  }

  return {
    /** GET /fhir/oauth/authorize: refuses an unknown app or redirect address (no redirect then). */
    checkAuthorizeRequest(request: SmartAuthorizationRequest, domainId: DomainId): void {
      registeredApp(request.client_id, request.redirect_uri, domainId);
    },

    /** The consent screen's content: the app by name and what it will read. */
    describe(caller: Caller, request: SmartAuthorizationRequest): SmartConsentView {
      requireMemberOwnSession(caller);
      const app = registeredApp(request.client_id, request.redirect_uri, caller.domainId);
      const scope = grantedScope(request.scope);
      return { clientId: app.clientId, appName: app.name, scope, willRead: describeSmartScopes(scope) };
    },

    /** The member's answer: a one-minute code for this app, member and brand, or access_denied. */
    async decide(caller: Caller, decision: SmartConsentDecision): Promise<SmartConsentResult> {
      const memberKey = requireMemberOwnSession(caller);
      const app = registeredApp(decision.client_id, decision.redirect_uri, caller.domainId);
      if (!decision.approve) {
        return {
          redirectTo: redirectWith(decision.redirect_uri, { error: 'access_denied', state: decision.state }),
        };
      }
      const scope = grantedScope(decision.scope);
      const code = newSecret();
      const at = now();
      await grants.createGrantWithCode(
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
    },

    /** POST /fhir/oauth/token. */
    async token(
      request: SmartTokenRequest,
      credentials: ClientCredentials,
      issuer: string,
      domainId: DomainId,
    ): Promise<SmartTokenResponse> {
      const app = authenticateClient(credentials);
      if (request.grant_type === 'authorization_code') {
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
        if (grant.domainId !== domainId)
          throw new OAuthError('invalid_grant', SMART_SERVER_MESSAGES.brandMismatch);
        if (!verifyPkce(request.code_verifier, used.codeChallenge)) {
          throw new OAuthError('invalid_grant', 'The code verifier does not match the code challenge.');
        }
        return issueTokens(grant, issuer);
      }
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
      return issueTokens(grant, issuer);
    },

    /** The grant behind a FHIR request's access token, for the brand it came to; null when none. */
    async authenticate(accessToken: string, domainId: DomainId): Promise<SmartGrant | null> {
      const grant = await grants.findTokenGrant(hashSecret(accessToken), 'access', now());
      return grant && grant.domainId === domainId ? grant : null;
    },

    /** RFC 7009: an app hands back a token; the grant it belongs to ends with all its tokens. */
    async revokeToken(token: string): Promise<void> {
      const grantId = await grants.grantOfToken(hashSecret(token));
      if (grantId) await grants.revokeGrant(grantId, now());
    },

    async listApps(caller: Caller): Promise<ConnectedApps> {
      const memberKey = requireMemberKey(caller);
      const live = await grants.listLiveGrants(memberKey, caller.domainId);
      // An app authorized more than once is one connected app (issue 36): its latest grant, newest
      // first as listed, says when it was connected and what it may read now.
      const latest = live.filter(
        (grant, index) => live.findIndex((other) => other.clientId === grant.clientId) === index,
      );
      return latest.map((grant) => ({
        grantId: grant.grantId,
        clientId: grant.clientId,
        appName: findSmartApp(apps, grant.clientId)?.name ?? grant.clientId,
        willRead: describeSmartScopes(grant.scope),
        connectedOn: grant.createdAt.toISOString(),
      }));
    },

    async revokeApp(caller: Caller, grantId: string): Promise<void> {
      const memberKey = requireMemberOwnSession(caller);
      // The grant names the app; disconnecting it ends every grant the member gave it (issue 36).
      const grant = await grants.findLiveGrant(grantId);
      if (!grant || grant.memberKey !== memberKey || grant.domainId !== caller.domainId) {
        throw new NotFoundError('smart.grantNotFound');
      }
      await grants.revokeAppGrants(memberKey, grant.domainId, grant.clientId, now());
    },
  };
}

export type SmartAuthorizationService = ReturnType<typeof createSmartAuthorizationService>;
