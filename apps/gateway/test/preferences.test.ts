import { API_PATHS, Preferences, RelevantPreferencesResponse } from '@dash/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferencesBody } from './helpers/preferences-body';
import { authGet, HOST_BY_DOMAIN, sessionToken, temporaryToken } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (token: string | null, payload: unknown, domainId: 1 | 2 | 5 = 1) =>
  t.app.inject({
    method: 'PUT',
    url: API_PATHS.preferences,
    headers: { host: HOST_BY_DOMAIN[domainId], ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: payload as Record<string, unknown>,
  });

const readPreferences = async (token: string) =>
  Preferences.parse((await authGet(t.app, API_PATHS.preferences, token)).json());

describe('GET /api/account/preferences', () => {
  it.each([
    ['pat', { emailAddress: null }],
    ['quinn', { electronicEob: null }],
  ])('returns the stored preferences of %s with a temporary token', async (username, expected) => {
    const token = await temporaryToken(t.app, username);
    const response = await authGet(t.app, API_PATHS.preferences, token);
    expect(response.statusCode).toBe(200);
    expect(Preferences.parse(response.json())).toMatchObject(expected);
  });

  it('responds with a session token too, and refuses no token', async () => {
    const token = await sessionToken(t.app, 'alex');
    expect(Preferences.parse((await authGet(t.app, API_PATHS.preferences, token)).json()).emailAddress).toBe(
      'alex.rivera@example.com',
    );
    const none = await t.app.inject({
      method: 'GET',
      url: API_PATHS.preferences,
      headers: { host: 'localhost' },
    });
    expect(none.statusCode).toBe(401);
  });

  it('refuses a staff token, which has no member', async () => {
    const token = await temporaryToken(t.app, 'support');
    expect((await authGet(t.app, API_PATHS.preferences, token)).statusCode).toBe(404);
  });
});

describe('GET /api/account/relevant-preferences', () => {
  it.each([
    ['quinn', 1, true, ['electronicEob', 'emailBreakingNews', 'discontinuePaperStatements']],
    ['pat', 1, false, ['emailPaymentReminder', 'emailAutopayWithdrawalReminder']],
    ['margaret', 2, false, ['electronicMedicareMailing']],
    ['parker', 5, false, ['electronicEob', 'emailBreakingNews']],
  ] as const)(
    'lists the controls of %s and the policy details',
    async (username, domainId, extended, contains) => {
      const token = await temporaryToken(t.app, username, domainId);
      const response = await authGet(t.app, API_PATHS.relevantPreferences, token, domainId);
      expect(response.statusCode).toBe(200);
      const body = RelevantPreferencesResponse.parse(response.json());
      expect(body.policyDetails.hasExtendedPolicy).toBe(extended);
      expect(body.relevantPreferences).toEqual(expect.arrayContaining([...contains]));
    },
  );

  it('lists only emailBreakingNews for a dependent', async () => {
    const token = await temporaryToken(t.app, 'jordan');
    const body = RelevantPreferencesResponse.parse(
      (await authGet(t.app, API_PATHS.relevantPreferences, token)).json(),
    );
    expect(body.relevantPreferences).toEqual(['emailBreakingNews']);
  });
});

describe('PUT /api/account/preferences', () => {
  const complete = preferencesBody('pat.schmidt@example.com');

  it("saves the session's own member and returns the stored result", async () => {
    const token = await temporaryToken(t.app, 'pat');
    const response = await put(token, complete);
    expect(response.statusCode).toBe(200);
    expect(Preferences.parse(response.json())).toEqual(complete);
    expect(await readPreferences(token)).toEqual(complete);
  });

  it.each([
    [{ emailAddress: '' }, 'emailAddress', 'Email address is a required field'],
    [{ emailAddress: 'not-an-address' }, 'emailAddress', 'Invalid email address'],
    [{ electronicEob: true }, 'electronicEob', null],
    [{ emailBreakingNews: 'yes' }, 'emailBreakingNews', null],
  ])('refuses %j with 400 naming the field, and changes nothing', async (change, field, message) => {
    const token = await temporaryToken(t.app, 'quinn');
    const before = await readPreferences(token);
    const response = await put(token, { ...complete, emailAddress: 'quinn@example.com', ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('BAD_REQUEST');
    expect(Object.keys(body.fieldErrors)).toEqual([field]);
    if (message) expect(body.fieldErrors[field]).toEqual([message]);
    expect(await readPreferences(token)).toEqual(before);
  });

  it('refuses a missing field rather than guessing it', async () => {
    const token = await temporaryToken(t.app, 'quinn');
    const { electronicEob: _left, ...partial } = complete;
    const response = await put(token, partial);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toContain('electronicEob');
  });

  it('writes only the signed-in member: a body cannot name another member', async () => {
    const quinn = await temporaryToken(t.app, 'quinn');
    const patBefore = await readPreferences(await temporaryToken(t.app, 'pat'));
    const response = await put(quinn, {
      ...complete,
      emailAddress: 'quinn.new@example.com',
      memberKey: 'PER-M-PAT-0',
    });
    expect(response.statusCode).toBe(200);
    expect(await readPreferences(await temporaryToken(t.app, 'pat'))).toEqual(patBefore);
    expect((await readPreferences(quinn)).emailAddress).toBe('quinn.new@example.com');
  });

  it('refuses no token and a staff token', async () => {
    expect((await put(null, complete)).statusCode).toBe(401);
    const staff = await temporaryToken(t.app, 'support');
    // Staff sessions may not write preferences (issue 10 point 3, docs/security.md).
    expect((await put(staff, complete)).statusCode).toBe(403);
  });
});
