import { SMART_SERVER_MESSAGES } from '@dash/domain';
import { SmartAuthorizationRequest, SmartTokenRequest } from '@dash/domain/api';
import formBody from '@fastify/formbody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildSmartConfiguration } from '../../fhir/capability-statement';
import { CONSENT_PAGE_PATH, getFhirBaseUrl, SMART_PATHS } from '../../fhir/fhir-paths';
import { findSmartApp } from '../../fhir/registered-apps';
import { OAuthError } from '../../services/smart/oauth-error';
import type { ClientCredentials } from '../../services/smart/smart-authorization-service';

const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };

/** HTTP Basic client authentication (RFC 6749 §2.3.1), else the form's client_id and client_secret. */
function credentialsOf(
  request: FastifyRequest,
  form: { client_id?: string | undefined; client_secret?: string | undefined },
): ClientCredentials {
  const basic = /^Basic (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (basic) {
    const decoded = Buffer.from(basic, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) {
      return {
        clientId: decodeURIComponent(decoded.slice(0, colon)),
        clientSecret: decodeURIComponent(decoded.slice(colon + 1)),
      };
    }
  }
  return { clientId: form.client_id, clientSecret: form.client_secret };
}

/**
 * The SMART App Launch endpoints (issue 18, decision 022): discovery, authorize (which checks the app
 * and its redirect address, then hands the member to the consent page of the web app, where the
 * dashboard's own sign-in runs), token (code + PKCE, refresh with rotation), revocation and the id
 * token keys. Token responses are RFC 6749 JSON, never cached; their failures are OAuth errors, written
 * by the one error handler (error-responses/oauth-error-response.ts).
 */
async function smartEndpoints(app: FastifyInstance) {
  const { smartAuthorization, idTokens } = app.services;

  // The token and revocation endpoints take a form (RFC 6749 §4.1.3), parsed only in this scope.
  await app.register(formBody, { bodyLimit: 8 * 1024 });

  const discovery = async (request: FastifyRequest) => buildSmartConfiguration(getFhirBaseUrl(request));
  app.get(SMART_PATHS.smartConfiguration, { config: { auth: 'none' } }, discovery);
  app.get(SMART_PATHS.rootSmartConfiguration, { config: { auth: 'none' } }, discovery);
  app.get(SMART_PATHS.jwks, { config: { auth: 'none' } }, async () => idTokens.jwks());

  app.get(SMART_PATHS.authorize, { config: { auth: 'none' } }, async (request, reply) => {
    const raw = request.query as Record<string, unknown>;
    const parsed = SmartAuthorizationRequest.safeParse(raw);
    if (!parsed.success) {
      // With a registered app and address the error goes back to the app (RFC 6749 §4.1.2.1); else a page.
      const clientId = typeof raw.client_id === 'string' ? raw.client_id : '';
      const redirectUri = typeof raw.redirect_uri === 'string' ? raw.redirect_uri : '';
      const registered = findSmartApp(app.services.smartApps, clientId)?.redirectUris.includes(redirectUri);
      if (!registered) {
        smartAuthorization.checkAuthorizeRequest(
          { client_id: clientId, redirect_uri: redirectUri } as SmartAuthorizationRequest,
          request.domainId,
        );
      }
      const back = new URL(redirectUri);
      back.searchParams.set('error', 'invalid_request');
      back.searchParams.set('error_description', SMART_SERVER_MESSAGES.invalidRequest);
      if (typeof raw.state === 'string') back.searchParams.set('state', raw.state);
      return reply.redirect(back.toString(), 302);
    }
    smartAuthorization.checkAuthorizeRequest(parsed.data, request.domainId);
    const query = new URLSearchParams(parsed.data as Record<string, string>);
    return reply.redirect(`${CONSENT_PAGE_PATH}?${query.toString()}`, 302);
  });

  app.post(SMART_PATHS.token, { config: { auth: 'none' } }, async (request, reply) => {
    const parsed = SmartTokenRequest.safeParse(request.body);
    if (!parsed.success) {
      const grantType = (request.body as { grant_type?: unknown } | null)?.grant_type;
      if (
        typeof grantType === 'string' &&
        grantType !== 'authorization_code' &&
        grantType !== 'refresh_token'
      ) {
        throw new OAuthError(
          'unsupported_grant_type',
          'Only authorization_code and refresh_token are supported.',
        );
      }
      throw new OAuthError('invalid_request', SMART_SERVER_MESSAGES.invalidRequest);
    }
    const tokenResponse = await smartAuthorization.token(
      parsed.data,
      credentialsOf(request, parsed.data),
      getFhirBaseUrl(request),
      request.domainId,
    );
    return reply.headers(NO_STORE).send(tokenResponse);
  });

  // RFC 7009: the response is 200 whether or not the token was known.
  const RevokeForm = z.object({ token: z.string().min(1).max(200) });
  app.post(SMART_PATHS.revoke, { config: { auth: 'none' } }, async (request, reply) => {
    const parsed = RevokeForm.safeParse(request.body);
    if (!parsed.success) throw new OAuthError('invalid_request', SMART_SERVER_MESSAGES.invalidRequest);
    await smartAuthorization.revokeToken(parsed.data.token);
    return reply.headers(NO_STORE).code(200).send({});
  });
}

const smartRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(smartEndpoints);
};

export default smartRoutes;
