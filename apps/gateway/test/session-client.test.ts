import { API_PATHS, TokenClaims } from '@dash/domain/api';
import { PERSONA_PASSWORD } from '@dash/domain/personas';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriberIdOf } from './helpers/members';
import { HOST_BY_DOMAIN } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Every route that opens a session stamps it with the browser it was opened in (issue 15), and a
 * browser new to the account tells the member (issue 39 §2): both from the session the route opened,
 * read once (plugins/opened-session.ts), the stamp and the new-browser check one statement (decision 069).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, userAgent: string, token: string | null, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      host: HOST_BY_DOMAIN[1],
      'user-agent': userAgent,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(payload ? { payload } : {}),
  });

/** The token a route answered with, after checking it answered 200. */
function tokenOf(response: Awaited<ReturnType<typeof post>>): string {
  expect(response.statusCode).toBe(200);
  return (response.json() as { token: string }).token;
}

const signIn = async (username: string, userAgent: string) =>
  tokenOf(
    await post(API_PATHS.token, userAgent, null, { username, password: PERSONA_PASSWORD, domainId: 1 }),
  );

async function stampOf(token: string) {
  const { sid } = TokenClaims.parse(decodeJwt(token));
  return t.database.db
    .selectFrom('sessions')
    .select(['user_agent', 'domain_id'])
    .where('session_id', '=', sid)
    .executeTakeFirstOrThrow();
}

describe('the five session-opening routes stamp the session they open', () => {
  it('sign-in, session exchange and group selection', async () => {
    const temporary = await signIn('taylor', 'Browser/token');
    expect(await stampOf(temporary)).toEqual({ user_agent: 'Browser/token', domain_id: 1 });
    const selected = tokenOf(
      await post(API_PATHS.groupSelection, 'Browser/group', temporary, { groupId: '10006200', domain: 1 }),
    );
    expect(await stampOf(selected)).toEqual({ user_agent: 'Browser/group', domain_id: 1 });
    const session = tokenOf(await post(API_PATHS.session, 'Browser/session', selected));
    expect(await stampOf(session)).toEqual({ user_agent: 'Browser/session', domain_id: 1 });
  });

  it('login-as and the return from it', async () => {
    const staff = await signIn('support', 'Browser/staff');
    const body = { subscriberId: await subscriberIdOf(t, 'Alex'), domainId: 1 };
    const member = tokenOf(await post(API_PATHS.loginAs, 'Browser/login-as', staff, body));
    expect(await stampOf(member)).toEqual({ user_agent: 'Browser/login-as', domain_id: 1 });
    const memberSession = tokenOf(await post(API_PATHS.session, 'Browser/login-as', member));
    const back = tokenOf(await post(API_PATHS.loginAsReturn, 'Browser/return', memberSession));
    expect(await stampOf(back)).toEqual({ user_agent: 'Browser/return', domain_id: 1 });
  });
});

describe('a sign-in from a browser new to the account (issue 39 §2)', () => {
  const newBrowserNotices = async (username: string) =>
    (
      await t.database.db
        .selectFrom('member_notifications as n')
        .innerJoin('members as m', 'm.member_key', 'n.member_key')
        .innerJoin('accounts as a', 'a.account_id', 'm.account_id')
        .select('n.notification_id')
        .where('a.username', '=', username)
        .where('n.kind', '=', 'new-device-sign-in')
        .execute()
    ).length;

  it('is not the first sign-in, nor a browser the account used before; another browser is, once', async () => {
    await post(API_PATHS.session, 'Browser/A', await signIn('pat', 'Browser/A'));
    expect(await newBrowserNotices('pat')).toBe(0);
    await signIn('pat', 'Browser/A');
    expect(await newBrowserNotices('pat')).toBe(0);
    const other = await signIn('pat', 'Browser/B');
    expect(await newBrowserNotices('pat')).toBe(1);
    await post(API_PATHS.session, 'Browser/B', other);
    await signIn('pat', 'Browser/B');
    expect(await newBrowserNotices('pat')).toBe(1);
  });

  it('is not a login-as, even from a browser the member never used', async () => {
    await signIn('quinn', 'Browser/A');
    const staff = await signIn('support', 'Browser/staff');
    const body = { subscriberId: await subscriberIdOf(t, 'Quinn'), domainId: 1 };
    tokenOf(await post(API_PATHS.loginAs, 'Browser/staff-only', staff, body));
    expect(await newBrowserNotices('quinn')).toBe(0);
  });
});
