import { API_PATHS, RegistrationPoliciesResponse } from '@dash/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authGet, HOST_BY_DOMAIN, sessionToken, temporaryToken } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = API_PATHS.registrationPolicies;
const put = (token: string | null, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: URL,
    headers: { host: HOST_BY_DOMAIN[5], ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });
const read = async (token: string) =>
  RegistrationPoliciesResponse.parse((await authGet(t.app, URL, token, 5)).json());

describe('GET /api/account/registration/policies', () => {
  it.each([
    ['parker', { isCommunicationPolicySigned: null, isEeobPreferenceConsented: null }, true],
    ['piper', { isCommunicationPolicySigned: true, isEeobPreferenceConsented: null }, false],
  ])('returns registrationPolicy for %s', async (username, registrationPolicy, isSubscriber) => {
    const token = await temporaryToken(t.app, username, 5);
    const response = await authGet(t.app, URL, token, 5);
    expect(response.statusCode).toBe(200);
    expect(RegistrationPoliciesResponse.parse(response.json())).toEqual({ registrationPolicy, isSubscriber });
  });

  it('takes only the temporary token', async () => {
    const session = await sessionToken(t.app, 'piper', 5);
    expect((await authGet(t.app, URL, session, 5)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: URL, headers: { host: 'partner.localhost' } })).statusCode,
    ).toBe(401);
  });
});

describe('PUT /api/account/registration/policies', () => {
  it('stores the subscriber answers', async () => {
    const token = await temporaryToken(t.app, 'parker', 5);
    const body = { isCommunicationPolicySigned: true, isEeobPreferenceConsented: false };
    const response = await put(token, body);
    expect(response.statusCode).toBe(200);
    expect((await read(token)).registrationPolicy).toEqual(body);
  });

  it.each([
    [
      'parker',
      { isCommunicationPolicySigned: false, isEeobPreferenceConsented: true },
      'isCommunicationPolicySigned',
    ],
    ['parker', { isCommunicationPolicySigned: true }, 'isEeobPreferenceConsented'],
    [
      'parker',
      { isCommunicationPolicySigned: true, isEeobPreferenceConsented: null },
      'isEeobPreferenceConsented',
    ],
    [
      'piper',
      { isCommunicationPolicySigned: true, isEeobPreferenceConsented: true },
      'isEeobPreferenceConsented',
    ],
  ])('refuses %s sending %j (field %s) and changes nothing', async (username, body, field) => {
    const token = await temporaryToken(t.app, username, 5);
    const before = await read(token);
    const response = await put(token, body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual([field]);
    expect(await read(token)).toEqual(before);
  });

  it('says the policy message word for word', async () => {
    const token = await temporaryToken(t.app, 'parker', 5);
    const response = await put(token, {
      isCommunicationPolicySigned: false,
      isEeobPreferenceConsented: true,
    });
    expect(response.json().fieldErrors.isCommunicationPolicySigned).toEqual([
      'Please confirm you have read our digital communications policy.',
    ]);
  });

  it('stores null for a dependent, and refuses a session token', async () => {
    const temporary = await temporaryToken(t.app, 'piper', 5);
    expect(
      (await put(temporary, { isCommunicationPolicySigned: true, isEeobPreferenceConsented: null }))
        .statusCode,
    ).toBe(200);
    const session = await sessionToken(t.app, 'piper', 5);
    const refused = await put(session, {
      isCommunicationPolicySigned: true,
      isEeobPreferenceConsented: null,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('after signing, the login state routes parker home', async () => {
    const token = await temporaryToken(t.app, 'parker', 5);
    await put(token, { isCommunicationPolicySigned: true, isEeobPreferenceConsented: true });
    const state = (await authGet(t.app, API_PATHS.loginState, token, 5)).json();
    expect(state.communicationPolicySigned).toBe(true);
  });
});
