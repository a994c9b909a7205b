import { AccountDetails, API_PATHS, LoginState, SessionResponse, TokenClaims } from '@dash/domain/api';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authGet, HOST_BY_DOMAIN, sessionToken, temporaryToken } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let clock = Date.now();
beforeAll(async () => {
  t = await createTestApp({}, () => new Date(clock));
});
afterAll(() => t.close());

const post = (url: string, token: string, host = 'localhost') =>
  t.app.inject({ method: 'POST', url, headers: { host, authorization: `Bearer ${token}` } });

describe('GET /api/login-state', () => {
  it.each([
    ['alex', 1, { accountStatus: 'ACT', groups: 1, email: true, signed: true }],
    ['avery', 1, { accountStatus: 'INI', groups: 1, email: true, signed: true }],
    ['taylor', 1, { accountStatus: 'ACT', groups: 2, email: true, signed: true }],
    ['sam', 1, { accountStatus: 'ACT', groups: 2, email: true, signed: true }],
    ['pat', 1, { accountStatus: 'ACT', groups: 1, email: false, signed: true }],
    ['parker', 5, { accountStatus: 'ACT', groups: 1, email: true, signed: false }],
    ['piper', 5, { accountStatus: 'ACT', groups: 1, email: true, signed: true }],
  ] as const)('returns what routing needs for %s', async (username, domainId, expected) => {
    const token = await temporaryToken(t.app, username, domainId);
    const response = await authGet(t.app, API_PATHS.loginState, token, domainId);
    expect(response.statusCode).toBe(200);
    const state = LoginState.parse(response.json());
    expect(state.accountStatus).toBe(expected.accountStatus);
    expect(state.groups).toHaveLength(expected.groups);
    expect(state.preferences.emailAddress !== null).toBe(expected.email);
    if (domainId === 5) expect(state.communicationPolicySigned).toBe(expected.signed);
    expect(state.chosenGroupId).toBeNull();
  });

  it('marks the sales-platform group of taylor', async () => {
    const token = await temporaryToken(t.app, 'taylor');
    const state = LoginState.parse((await authGet(t.app, API_PATHS.loginState, token)).json());
    expect(state.groups.filter((group) => group.salesPlatform)).toHaveLength(1);
  });

  it('refuses a session token and a missing token', async () => {
    const session = await sessionToken(t.app, 'alex');
    expect((await authGet(t.app, API_PATHS.loginState, session)).statusCode).toBe(403);
    const none = await t.app.inject({
      method: 'GET',
      url: API_PATHS.loginState,
      headers: { host: 'localhost' },
    });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('UNAUTHORIZED');
  });
});

describe('POST /api/session and /api/logout', () => {
  it('trades the temporary token for a 2-hour session token and revokes the temporary one', async () => {
    const temporary = await temporaryToken(t.app, 'alex');
    const response = await post(API_PATHS.session, temporary);
    expect(response.statusCode).toBe(200);
    const session = SessionResponse.parse(response.json());
    const claims = TokenClaims.parse(decodeJwt(session.token));
    expect(claims.kind).toBe('session');
    const lifetime = new Date(session.expiresAt).getTime() - clock;
    expect(lifetime).toBe(7_200_000);
    expect((await authGet(t.app, API_PATHS.loginState, temporary)).statusCode).toBe(401);
    expect((await post(API_PATHS.session, temporary)).statusCode).toBe(401);
    expect((await authGet(t.app, API_PATHS.account, session.token)).statusCode).toBe(200);
  });

  it('refuses a temporary token on member routes and a session token on /api/session', async () => {
    const temporary = await temporaryToken(t.app, 'jordan');
    expect((await authGet(t.app, API_PATHS.account, temporary)).statusCode).toBe(403);
    const session = await sessionToken(t.app, 'jordan');
    expect((await post(API_PATHS.session, session)).statusCode).toBe(403);
  });

  it('gives staff no member session', async () => {
    const temporary = await temporaryToken(t.app, 'support');
    const response = await post(API_PATHS.session, temporary);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'SIGN_IN_STEP_PENDING',
      message: 'Choose a member to log in as first.',
    });
  });

  it('revokes the session on logout', async () => {
    const session = await sessionToken(t.app, 'alex');
    expect((await post(API_PATHS.logout, session)).statusCode).toBe(204);
    expect((await authGet(t.app, API_PATHS.account, session)).statusCode).toBe(401);
    expect((await post(API_PATHS.logout, session)).statusCode).toBe(401);
  });

  it('ends a session after 2 hours, however busy', async () => {
    const session = await sessionToken(t.app, 'alex');
    const start = clock;
    try {
      // Used every 10 minutes, so the idle limit never ends it first.
      for (let at = 600_000; at < 7_200_000; at += 600_000) {
        clock = start + at;
        expect((await authGet(t.app, '/api/account', session)).statusCode).toBe(200);
      }
      clock = start + 7_199_000;
      expect((await authGet(t.app, API_PATHS.account, session)).statusCode).toBe(200);
      clock = start + 7_201_000;
      expect((await authGet(t.app, API_PATHS.account, session)).statusCode).toBe(401);
    } finally {
      clock = start;
    }
  });

  it('refuses a token on another brand’s host, a forged token and a malformed header', async () => {
    const session = await sessionToken(t.app, 'alex');
    expect((await authGet(t.app, API_PATHS.account, session, 5)).statusCode).toBe(401);
    const [head, body] = session.split('.');
    expect((await authGet(t.app, API_PATHS.account, `${head}.${body}.forged-signature`)).statusCode).toBe(
      401,
    );
    const malformed = await t.app.inject({
      method: 'GET',
      url: API_PATHS.account,
      headers: { host: HOST_BY_DOMAIN[1], authorization: 'Basic abc' },
    });
    expect(malformed.statusCode).toBe(401);
  });
});

describe('GET /api/account, account/status and token/userkey', () => {
  it('returns the signed-in member’s family', async () => {
    const session = await sessionToken(t.app, 'alex');
    const account = AccountDetails.parse((await authGet(t.app, API_PATHS.account, session)).json());
    const me = account.members.find((member) => member.memberKey === account.memberKey);
    expect(me?.firstName).toBe('Alex');
    expect(me?.memberSuffix).toBe(0);
    expect(account.members.length).toBeGreaterThanOrEqual(4);
    expect(account.subscriberId).toMatch(/^[A-Za-z\d]{9,10}$/);
    expect(account.products.length).toBeGreaterThan(0);

    const jordan = AccountDetails.parse(
      (await authGet(t.app, API_PATHS.account, await sessionToken(t.app, 'jordan'))).json(),
    );
    expect(jordan.subscriberId).toBe(account.subscriberId);
    expect(jordan.members.find((m) => m.memberKey === jordan.memberKey)?.firstName).toBe('Jordan');

    const morgan = AccountDetails.parse(
      (await authGet(t.app, API_PATHS.account, await sessionToken(t.app, 'morgan'))).json(),
    );
    expect(morgan.subscriberId).not.toBe(account.subscriberId);
    const alexKeys = new Set(account.members.map((m) => m.memberKey));
    expect(morgan.members.some((m) => alexKeys.has(m.memberKey))).toBe(false);
  });

  it('returns the status and the member key as text', async () => {
    const temporary = await temporaryToken(t.app, 'avery');
    const status = await authGet(t.app, API_PATHS.accountStatus, temporary);
    expect(status.headers['content-type']).toMatch(/^text\/plain/);
    expect(status.body).toBe('INI');
    const key = await authGet(t.app, API_PATHS.tokenUserKey, temporary);
    expect(key.body).toBe(TokenClaims.parse(decodeJwt(temporary)).memberKey);
  });
});
