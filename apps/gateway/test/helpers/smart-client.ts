import { createHash, randomBytes } from 'node:crypto';
import { API_PATHS, SmartConsentResult, SmartTokenResponse } from '@dash/domain/api';
import type { FastifyInstance } from 'fastify';
import { HOST_BY_DOMAIN, type TestDomain } from './sign-in';

export const DEMO_APP = {
  clientId: 'blue-button-demo',
  redirectUri: 'http://127.0.0.1:4399/callback',
} as const;

/** A PKCE pair (RFC 7636): a random verifier and its S256 challenge. */
export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

/** The authorization request an app sends (GET /fhir/r4/oauth/authorize), as query parameters. */
export function authorizationRequest(
  challenge: string,
  overrides: Partial<Record<string, string>> = {},
): Record<string, string> {
  const base: Record<string, string> = {
    response_type: 'code',
    client_id: DEMO_APP.clientId,
    redirect_uri: DEMO_APP.redirectUri,
    scope: 'launch/patient openid fhirUser offline_access patient/*.read',
    state: randomBytes(8).toString('hex'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    aud: 'http://localhost/fhir/r4',
  };
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete base[name];
    else base[name] = value;
  }
  return base;
}

export function postForm(
  app: FastifyInstance,
  url: string,
  form: Record<string, string>,
  domainId: TestDomain = 1,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      host: HOST_BY_DOMAIN[domainId],
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    payload: new URLSearchParams(form).toString(),
  });
}

/** The member's consent through the web's call: the redirect address the browser would follow. */
export async function consent(
  app: FastifyInstance,
  sessionToken: string,
  request: Record<string, string>,
  approve = true,
  domainId: TestDomain = 1,
) {
  return app.inject({
    method: 'POST',
    url: API_PATHS.smartConsent,
    headers: { host: HOST_BY_DOMAIN[domainId], authorization: `Bearer ${sessionToken}` },
    payload: { ...request, approve },
  });
}

/** The whole standalone launch for a signed-in member: consent, then the code for tokens. */
export async function connectApp(
  app: FastifyInstance,
  sessionToken: string,
  scope = 'launch/patient openid fhirUser offline_access patient/*.read',
  domainId: TestDomain = 1,
): Promise<SmartTokenResponse & { verifier: string }> {
  const { verifier, challenge } = pkcePair();
  const request = authorizationRequest(challenge, { scope });
  const answered = await consent(app, sessionToken, request, true, domainId);
  if (answered.statusCode !== 200) throw new Error(`consent failed: ${answered.statusCode} ${answered.body}`);
  const back = new URL(SmartConsentResult.parse(answered.json()).redirectTo);
  if (back.searchParams.get('state') !== request.state) throw new Error('state not returned');
  const code = back.searchParams.get('code') ?? '';
  const exchanged = await postForm(
    app,
    '/fhir/r4/oauth/token',
    {
      grant_type: 'authorization_code',
      code,
      redirect_uri: DEMO_APP.redirectUri,
      code_verifier: verifier,
      client_id: DEMO_APP.clientId,
    },
    domainId,
  );
  if (exchanged.statusCode !== 200)
    throw new Error(`token failed: ${exchanged.statusCode} ${exchanged.body}`);
  return { ...SmartTokenResponse.parse(exchanged.json()), verifier };
}

export function fhirGet(app: FastifyInstance, url: string, accessToken: string, domainId: TestDomain = 1) {
  return app.inject({
    method: 'GET',
    url,
    headers: { host: HOST_BY_DOMAIN[domainId], authorization: `Bearer ${accessToken}` },
  });
}
