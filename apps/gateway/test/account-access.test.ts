import { ACCOUNT_ACCESS_SERVER_MESSAGES as MESSAGES } from '@dash/domain';
import {
  AccountAccessResponse,
  API_PATHS,
  getApiPath,
  LoginAsBanner,
  LoginAsResponse,
  SessionResponse,
  TokenResponse,
} from '@dash/domain/api';
import { PERSONA_PASSWORD } from '@dash/domain/personas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriberIdOf } from './helpers/members';
import { authGet, HOST_BY_DOMAIN, type TestDomain } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Sign-in and access (issue 15, "The member sees who had access"): the account's own sessions with the
 * browser each was opened in, ending another one, the staff login-as history from the audit log, the
 * login-as banner; nobody else's data.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  options: {
    domainId?: TestDomain;
    payload?: object;
    userAgent?: string;
  } = {},
) {
  const domainId = options.domainId ?? 1;
  return t.app.inject({
    method,
    url,
    headers: {
      host: HOST_BY_DOMAIN[domainId],
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
    },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

/** Signs in from a browser (its user agent) and finishes routing: the session token. */
async function signIn(username: string, userAgent: string, domainId: TestDomain = 1): Promise<string> {
  const token = await call('POST', API_PATHS.token, null, {
    domainId,
    userAgent,
    payload: { username, password: PERSONA_PASSWORD, domainId },
  });
  expect(token.statusCode).toBe(200);
  const temporary = TokenResponse.parse(token.json()).token;
  const session = await call('POST', API_PATHS.session, temporary, { domainId, userAgent });
  expect(session.statusCode).toBe(200);
  return SessionResponse.parse(session.json()).token;
}

async function access(token: string) {
  const response = await call('GET', API_PATHS.accountAccess, token);
  expect(response.statusCode).toBe(200);
  return AccountAccessResponse.parse(response.json());
}

const sessionIdOf = (token: string): string => {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    sid: string;
  };
  return payload.sid;
};

const endSession = (token: string, sessionId: string) =>
  call('DELETE', getApiPath(API_PATHS.accountSession, { sessionId }), token);

/** Staff log in as the family's subscriber (or one member of it) and finish routing. */
async function loginAs(staff: string, body: Record<string, unknown>): Promise<string> {
  const staffTemporary = TokenResponse.parse(
    (
      await call('POST', API_PATHS.token, null, {
        userAgent: CHROME_WINDOWS,
        payload: { username: staff, password: PERSONA_PASSWORD, domainId: 1 },
      })
    ).json(),
  ).token;
  const opened = await call('POST', API_PATHS.loginAs, staffTemporary, { payload: { domainId: 1, ...body } });
  expect(opened.statusCode).toBe(200);
  const session = await call('POST', API_PATHS.session, LoginAsResponse.parse(opened.json()).token);
  expect(session.statusCode).toBe(200);
  return SessionResponse.parse(session.json()).token;
}

describe('GET /api/account/access: the account’s own sessions', () => {
  it('lists two sessions opened in different browsers, brand and device parsed, the current one marked', async () => {
    const desktop = await signIn('alex', CHROME_WINDOWS);
    const phone = await signIn('alex', SAFARI_IPHONE);
    const { sessions, canEndSessions } = await access(desktop);
    expect(canEndSessions).toBe(true);
    const mine = sessions.find((session) => session.sessionId === sessionIdOf(desktop));
    const other = sessions.find((session) => session.sessionId === sessionIdOf(phone));
    expect(mine).toMatchObject({
      current: true,
      browser: 'Chrome 131',
      device: 'Windows 10, desktop',
      domainId: 1,
    });
    expect(other).toMatchObject({
      current: false,
      browser: 'Safari 17.5',
      device: 'iOS 17.5, mobile (iPhone)',
      domainId: 1,
    });
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(Date.parse(other?.signedInAt ?? '')).toBeLessThanOrEqual(Date.parse(other?.lastUsedAt ?? ''));
  });

  it('ends another session: its token then gets 401, and the page no longer lists it; audited', async () => {
    const desktop = await signIn('alex', CHROME_WINDOWS);
    const phone = await signIn('alex', SAFARI_IPHONE);
    const ended = await endSession(desktop, sessionIdOf(phone));
    expect(ended.statusCode).toBe(204);
    expect((await authGet(t.app, API_PATHS.account, phone)).statusCode).toBe(401);
    expect((await authGet(t.app, API_PATHS.account, desktop)).statusCode).toBe(200);
    const { sessions } = await access(desktop);
    expect(sessions.map((session) => session.sessionId)).not.toContain(sessionIdOf(phone));
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('action', '=', 'session-ended')
      .execute();
    const endedIds = audit.map((row) => {
      const detail = typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail;
      return (detail as { endedSessionId?: string }).endedSessionId;
    });
    expect(endedIds).toContain(sessionIdOf(phone));
  });

  it('ending it again, a made-up id, or another member’s session is 404, and that session goes on', async () => {
    const alex = await signIn('alex', CHROME_WINDOWS);
    const riley = await signIn('riley', SAFARI_IPHONE);
    const other = await endSession(alex, sessionIdOf(riley));
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(MESSAGES.noSuchSession);
    expect((await authGet(t.app, API_PATHS.account, riley)).statusCode).toBe(200);
    expect((await endSession(alex, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const phone = await signIn('alex', SAFARI_IPHONE);
    expect((await endSession(alex, sessionIdOf(phone))).statusCode).toBe(204);
    expect((await endSession(alex, sessionIdOf(phone))).statusCode).toBe(404);
  });

  it('refuses the current session (it ends by logging out) and an id that is not one with a clear 400', async () => {
    const alex = await signIn('alex', CHROME_WINDOWS);
    const current = await endSession(alex, sessionIdOf(alex));
    expect(current.statusCode).toBe(400);
    expect(current.json().message).toBe(MESSAGES.endCurrent);
    expect((await authGet(t.app, API_PATHS.account, alex)).statusCode).toBe(200);
    const bad = await endSession(alex, 'not-a-session');
    expect(bad.statusCode).toBe(400);
  });

  it('a dependent sees only their own sessions; the subscriber does not see the dependent’s', async () => {
    const jordan = await signIn('jordan', SAFARI_IPHONE);
    const alex = await signIn('alex', CHROME_WINDOWS);
    const jordansView = await access(jordan);
    expect(jordansView.sessions.map((session) => session.sessionId)).toContain(sessionIdOf(jordan));
    expect(jordansView.sessions.map((session) => session.sessionId)).not.toContain(sessionIdOf(alex));
    const alexView = await access(alex);
    expect(alexView.sessions.map((session) => session.sessionId)).not.toContain(sessionIdOf(jordan));
  });
});

describe('GET /api/account/access: staff login-as history', () => {
  it('lists each login-as with the staff role and what was viewed or refused; a staff session reads, never ends', async () => {
    const alex = await signIn('alex', CHROME_WINDOWS);
    const staff = await loginAs('agent', { subscriberId: await subscriberIdOf(t, 'Alex') });
    expect((await authGet(t.app, API_PATHS.claims, staff)).statusCode).toBe(200);
    const refused = await call('PUT', API_PATHS.accountAddress, staff, { payload: { city: 'Salem' } });
    expect(refused.statusCode).toBe(403);
    // The staff session may read the page (audited as a staff read) but may not end a session.
    const staffView = await access(staff);
    expect(staffView.canEndSessions).toBe(false);
    expect(staffView.sessions.map((session) => session.sessionId)).toContain(sessionIdOf(alex));
    expect(staffView.sessions.some((session) => session.current)).toBe(false);
    expect((await endSession(staff, sessionIdOf(alex))).statusCode).toBe(403);
    expect((await authGet(t.app, API_PATHS.account, alex)).statusCode).toBe(200);
    await t.app.audit.flush();

    const { staffVisits, sessions } = await access(alex);
    // The login-as session itself is not one of the member's own sessions.
    expect(sessions.map((session) => session.sessionId)).not.toContain(sessionIdOf(staff));
    const visit = staffVisits[0];
    expect(visit).toMatchObject({ staffRole: 'logInAsNonEmp' });
    expect(visit?.viewed).toEqual(expect.arrayContaining(['claims', 'signInAccess']));
    expect(visit?.refused).toEqual(expect.arrayContaining(['memberInformation', 'signInAccess']));
    expect(visit?.changed).toEqual([]);
  });

  it('a dependent sees only the login-as into their own account, not the subscriber’s', async () => {
    const before = (await access(await signIn('jordan', SAFARI_IPHONE))).staffVisits.length;
    const staff = await loginAs('support', { subscriberId: await subscriberIdOf(t, 'Alex') });
    expect((await authGet(t.app, API_PATHS.home, staff)).statusCode).toBe(200);
    await t.app.audit.flush();
    const jordan = await signIn('jordan', SAFARI_IPHONE);
    expect((await access(jordan)).staffVisits).toHaveLength(before);
    const alexVisits = (await access(await signIn('alex', CHROME_WINDOWS))).staffVisits;
    expect(alexVisits[0]).toMatchObject({ staffRole: 'logInAsAnyone', viewed: ['home'] });
  });
});

describe('GET /api/login-as/banner', () => {
  it('names the staff person, their role and the member in a login-as session', async () => {
    const staff = await loginAs('support', { subscriberId: await subscriberIdOf(t, 'Alex') });
    const response = await call('GET', API_PATHS.loginAsBanner, staff);
    expect(response.statusCode).toBe(200);
    const banner = LoginAsBanner.parse(response.json());
    expect(banner.staffRole).toBe('logInAsAnyone');
    expect(banner.memberName).toMatch(/^Alex /);
    expect(banner.staffUsername).toBe('support');
  });

  it('is 404 in the member’s own session', async () => {
    const alex = await signIn('alex', CHROME_WINDOWS);
    const response = await call('GET', API_PATHS.loginAsBanner, alex);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(MESSAGES.notLoginAs);
  });
});
