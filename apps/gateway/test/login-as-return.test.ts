import { LoginAsResponse, LoginAsReturnResponse, SessionResponse, TokenClaims } from '@dash/domain/api';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriberIdOf } from './helpers/members';
import { authGet, HOST_BY_DOMAIN, sessionToken, type TestDomain, temporaryToken } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, token: string, domainId: TestDomain = 1, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { host: HOST_BY_DOMAIN[domainId], authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

/** Staff log in as a member and finish routing: the member session a login-as opens. */
async function loginAsSession(staff: string, firstName: string, domainId: TestDomain = 1) {
  const staffToken = await temporaryToken(t.app, staff, domainId);
  const body = { subscriberId: await subscriberIdOf(t, firstName), domainId };
  const opened = LoginAsResponse.parse((await post('/api/login-as', staffToken, domainId, body)).json());
  const session = await post('/api/session', opened.token, domainId);
  expect(session.statusCode).toBe(200);
  return SessionResponse.parse(session.json()).token;
}

describe('POST /api/login-as/return (issue 9: the settings menu’s login-as entry of a login-as session)', () => {
  it('ends the member session and gives the staff person a staff token that logs in as another member', async () => {
    const memberSession = await loginAsSession('support', 'Alex');
    const response = await post('/api/login-as/return', memberSession);
    expect(response.statusCode).toBe(200);
    const { token } = LoginAsReturnResponse.parse(response.json());
    const claims = TokenClaims.parse(decodeJwt(token));
    expect(claims).toMatchObject({
      role: 'logInAsAnyone',
      issuedByRole: null,
      memberKey: null,
      kind: 'temporary',
    });
    expect((await authGet(t.app, '/api/account', memberSession)).statusCode).toBe(401);

    const again = await post('/api/login-as', token, 1, {
      subscriberId: await subscriberIdOf(t, 'Morgan'),
      domainId: 1,
    });
    expect(again.statusCode).toBe(200);

    const audit = await t.database.db
      .selectFrom('audit_log as l')
      .innerJoin('accounts as a', 'a.account_id', 'l.actor_account_id')
      .select(['a.username', 'l.target_member_key'])
      .where('l.action', '=', 'login-as-return')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.username).toBe('support');
    expect(audit[0]?.target_member_key).not.toBeNull();
  });

  it('gives a logInAsNonEmp session its own role back, on the partner brand too', async () => {
    const agentSession = await loginAsSession('agent', 'Morgan');
    const agent = LoginAsReturnResponse.parse((await post('/api/login-as/return', agentSession)).json());
    expect(TokenClaims.parse(decodeJwt(agent.token)).role).toBe('logInAsNonEmp');
    const partner = await loginAsSession('pstaff', 'Piper', 5);
    expect((await post('/api/login-as/return', partner, 5)).statusCode).toBe(200);
  });

  it('refuses a member’s own session and a staff token: 403, nothing ended', async () => {
    const own = await sessionToken(t.app, 'jordan');
    const refused = await post('/api/login-as/return', own);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This session was not opened by a login-as.');
    expect((await authGet(t.app, '/api/account', own)).statusCode).toBe(200);
    expect((await post('/api/login-as/return', await temporaryToken(t.app, 'support'))).statusCode).toBe(403);
  });

  it('refuses when the staff account behind the session is no longer staff', async () => {
    const memberSession = await loginAsSession('support', 'Casey');
    await t.database.db
      .updateTable('accounts')
      .set({ status: 'DIS' })
      .where('username', '=', 'support')
      .execute();
    try {
      expect((await post('/api/login-as/return', memberSession)).statusCode).toBe(403);
    } finally {
      await t.database.db
        .updateTable('accounts')
        .set({ status: 'ACT' })
        .where('username', '=', 'support')
        .execute();
    }
  });

  it('never lets a login-as session log the member out everywhere', async () => {
    const memberSession = await loginAsSession('support', 'Riley');
    const own = await sessionToken(t.app, 'riley');
    expect((await post('/api/logout/everywhere', memberSession)).statusCode).toBe(403);
    expect((await authGet(t.app, '/api/account', own)).statusCode).toBe(200);
  });
});
