import { SIGN_IN_SERVER_MESSAGES } from '@dash/domain';
import { API_PATHS, LoginAsResponse, SessionResponse, TokenResponse } from '@dash/domain/api';
import { PERSONA_PASSWORD } from '@dash/domain/personas';
import type { FastifyInstance } from 'fastify';

export const HOST_BY_DOMAIN = { 1: 'localhost', 2: 'medicare.localhost', 5: 'partner.localhost' } as const;
export type TestDomain = keyof typeof HOST_BY_DOMAIN;

export function postToken(
  app: FastifyInstance,
  username: string,
  password: string,
  domainId: TestDomain = 1,
) {
  return app.inject({
    method: 'POST',
    url: API_PATHS.token,
    headers: { host: HOST_BY_DOMAIN[domainId] },
    payload: { username, password, domainId },
  });
}

/** Signs in with the persona password and returns the temporary token. */
export async function temporaryToken(app: FastifyInstance, username: string, domainId: TestDomain = 1) {
  const response = await postToken(app, username, PERSONA_PASSWORD, domainId);
  if (response.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${response.body}`);
  return TokenResponse.parse(response.json()).token;
}

const exchange = (app: FastifyInstance, token: string, domainId: TestDomain) =>
  app.inject({
    method: 'POST',
    url: API_PATHS.session,
    headers: { host: HOST_BY_DOMAIN[domainId], authorization: `Bearer ${token}` },
  });

/**
 * Signs in and finishes routing: the 2-hour session token. A partner member with the policy unsigned
 * (parker) signs it first, as the web's /registration-policies would, since the gateway opens the
 * session only then (document 1 §4); any other pending step fails the helper.
 */
export async function sessionToken(app: FastifyInstance, username: string, domainId: TestDomain = 1) {
  const temporary = await temporaryToken(app, username, domainId);
  let response = await exchange(app, temporary, domainId);
  const policyPending = SIGN_IN_SERVER_MESSAGES.pendingStep['registration-policies'];
  if (response.statusCode === 403 && response.json().message === policyPending) {
    const signed = await app.inject({
      method: 'PUT',
      url: API_PATHS.registrationPolicies,
      headers: { host: HOST_BY_DOMAIN[domainId], authorization: `Bearer ${temporary}` },
      payload: { isCommunicationPolicySigned: true, isEeobPreferenceConsented: true },
    });
    if (signed.statusCode !== 200) throw new Error(`policy of ${username} failed: ${signed.body}`);
    response = await exchange(app, temporary, domainId);
  }
  if (response.statusCode !== 200) throw new Error(`session of ${username} failed: ${response.body}`);
  return SessionResponse.parse(response.json()).token;
}

/** A session of `username` that has been logged out: every call made with it is refused. */
export async function endedSessionToken(app: FastifyInstance, username: string, domainId: TestDomain = 1) {
  const token = await sessionToken(app, username, domainId);
  const logout = await app.inject({
    method: 'POST',
    url: API_PATHS.logout,
    headers: { host: HOST_BY_DOMAIN[domainId], authorization: `Bearer ${token}` },
  });
  if (logout.statusCode >= 300) throw new Error(`logout of ${username} failed: ${logout.body}`);
  return token;
}

export function authGet(app: FastifyInstance, url: string, token: string, domainId: TestDomain = 1) {
  return app.inject({
    method: 'GET',
    url,
    headers: { host: HOST_BY_DOMAIN[domainId], authorization: `Bearer ${token}` },
  });
}

/** GET as a persona with a fresh session token: the response's JSON; any status but 200 fails the test. */
export async function getAs(app: FastifyInstance, username: string, url: string, domainId: TestDomain = 1) {
  const response = await authGet(app, url, await sessionToken(app, username, domainId), domainId);
  if (response.statusCode !== 200) {
    throw new Error(`GET ${url} as ${username}: ${response.statusCode} ${response.body}`);
  }
  return response.json() as unknown;
}

/**
 * A staff person's session as the member: `support` logs in as the subscriber with `subscriberId`
 * and exchanges the login-as token for a session token (document 1 §4).
 */
export async function staffSessionToken(app: FastifyInstance, subscriberId: string) {
  const staff = await temporaryToken(app, 'support');
  const opened = await app.inject({
    method: 'POST',
    url: API_PATHS.loginAs,
    headers: { host: HOST_BY_DOMAIN[1], authorization: `Bearer ${staff}` },
    payload: { subscriberId, domainId: 1 },
  });
  const response = await exchange(app, LoginAsResponse.parse(opened.json()).token, 1);
  if (response.statusCode !== 200) throw new Error(`login-as ${subscriberId} failed: ${response.body}`);
  return SessionResponse.parse(response.json()).token;
}
