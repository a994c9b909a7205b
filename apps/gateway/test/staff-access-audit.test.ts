import { SERVER_MESSAGES } from '@dash/domain';
import { ApiError, GroupList, LoginAsResponse, SessionResponse } from '@dash/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../src/plugins/audit-routes';
import { preferencesBody } from './helpers/preferences-body';
import {
  authGet,
  HOST_BY_DOMAIN,
  postToken,
  sessionToken,
  type TestDomain,
  temporaryToken,
} from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (
  method: 'POST' | 'PUT',
  url: string,
  token: string,
  payload?: object,
  domainId: TestDomain = 1,
) =>
  t.app.inject({
    method,
    url,
    headers: { host: HOST_BY_DOMAIN[domainId], authorization: `Bearer ${token}` },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });

async function account(username: string) {
  const row = await t.database.db
    .selectFrom('accounts as a')
    .leftJoin('members as m', 'm.account_id', 'a.account_id')
    .leftJoin('families as f', 'f.family_key', 'm.family_key')
    .select(['a.account_id', 'm.member_key', 'f.subscriber_id', 'a.domain_id'])
    .where('a.username', '=', username)
    .orderBy('m.is_default_login', 'desc')
    .executeTakeFirstOrThrow();
  return { accountId: Number(row.account_id), memberKey: row.member_key, subscriberId: row.subscriber_id };
}

/** Staff signs in and logs in as the member: the member's temporary (login-as) token. */
async function loginAs(staff: string, member: string, domainId: TestDomain = 1): Promise<string> {
  const staffToken = await temporaryToken(t.app, staff, domainId);
  const { subscriberId } = await account(member);
  const response = await send('POST', '/api/login-as', staffToken, { subscriberId, domainId }, domainId);
  expect(response.statusCode).toBe(200);
  return LoginAsResponse.parse(response.json()).token;
}

async function exchange(token: string, domainId: TestDomain = 1): Promise<string> {
  const response = await send('POST', '/api/session', token, undefined, domainId);
  expect(response.statusCode).toBe(200);
  return SessionResponse.parse(response.json()).token;
}

/** The audit rows of one action since a row id, written first (the writer batches). */
async function auditRows(action: string, sinceId = 0) {
  await t.app.audit.flush();
  const rows = await t.database.db
    .selectFrom('audit_log')
    .select(['audit_id', 'action', 'actor_account_id', 'target_member_key', 'client_address', 'detail'])
    .where('action', '=', action)
    .where('audit_id', '>', sinceId)
    .orderBy('audit_id')
    .execute();
  return rows.map((row) => ({
    ...row,
    actor_account_id: row.actor_account_id === null ? null : Number(row.actor_account_id),
    detail: (typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail) as Record<string, unknown>,
  }));
}

async function lastAuditId(): Promise<number> {
  await t.app.audit.flush();
  const row = await t.database.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.max('audit_id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}

const preferences = preferencesBody('someone.else@example.com');

describe('staff access policy (issue 10 point 3)', () => {
  it('refuses a login-as session the e-mail and preferences change, and leaves them as they were', async () => {
    const temporary = await loginAs('support', 'alex');
    const before = (await authGet(t.app, '/api/account/preferences', temporary)).json();
    for (const token of [temporary, await exchange(await loginAs('support', 'alex'))]) {
      const response = await send('PUT', '/api/account/preferences', token, preferences);
      expect(response.statusCode).toBe(403);
      expect(ApiError.parse(response.json())).toEqual({
        code: 'FORBIDDEN',
        message: SERVER_MESSAGES.staffReadOnly,
      });
    }
    const session = await sessionToken(t.app, 'alex');
    expect((await authGet(t.app, '/api/account/preferences', session)).json()).toEqual(before);
  });

  it('refuses a login-as session the communication policy and EOB consent (partner brand)', async () => {
    const token = await loginAs('pstaff', 'parker', 5);
    const body = { isCommunicationPolicySigned: true, isEeobPreferenceConsented: true };
    const response = await send('PUT', '/api/account/registration/policies', token, body, 5);
    expect(response.statusCode).toBe(403);
    expect(ApiError.parse(response.json()).message).toBe(SERVER_MESSAGES.staffReadOnly);
    const stored = await t.database.db
      .selectFrom('registration_policies')
      .select(['is_communication_policy_signed', 'is_eeob_preference_consented'])
      .where('member_key', '=', (await account('parker')).memberKey ?? '')
      .executeTakeFirst();
    expect(stored?.is_communication_policy_signed ?? null).toBeNull();
  });

  it('refuses a login-as session the password change', async () => {
    const session = await exchange(await loginAs('support', 'alex'));
    const response = await send('PUT', '/api/account/password', session, {
      currentPassword: 'Welcome2026!',
      newPassword: 'Another2026!x',
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets a member write their own preferences', async () => {
    const token = await sessionToken(t.app, 'alex');
    const current = (await authGet(t.app, '/api/account/preferences', token)).json() as Record<
      string,
      unknown
    >;
    expect((await send('PUT', '/api/account/preferences', token, current)).statusCode).toBe(200);
  });

  it('lets a login-as session make its allow-listed writes, each audited with both identities', async () => {
    const support = await account('support');
    const taylor = await account('taylor');
    const since = await lastAuditId();

    const temporary = await loginAs('support', 'taylor');
    const groups = GroupList.parse((await authGet(t.app, '/api/groups', temporary)).json());
    const chosen = groups.find((group) => !group.salesPlatform) ?? groups[0];
    if (!chosen) throw new Error('taylor has no groups');
    const selected = await send('POST', '/api/group-selection', temporary, {
      groupId: chosen.groupId,
      domain: 1,
    });
    expect(selected.statusCode).toBe(200);
    const session = await exchange(LoginAsResponse.shape.token.parse(selected.json().token));
    expect((await send('POST', '/api/logout', session)).statusCode).toBe(204);

    const both = { actor_account_id: support.accountId };
    const staffDetail = {
      accountId: taylor.accountId,
      staffAccountId: support.accountId,
      staffRole: 'logInAsAnyone',
    };
    const [groupWrite] = await auditRows(AUDIT_ACTIONS.write, since);
    expect(groupWrite).toMatchObject({
      ...both,
      detail: {
        method: 'POST',
        route: '/api/group-selection',
        status: 200,
        fields: ['domain', 'groupId'],
        ...staffDetail,
      },
    });
    const [exchanged] = await auditRows(AUDIT_ACTIONS.sessionExchange, since);
    expect(exchanged).toMatchObject({
      ...both,
      detail: { route: '/api/session', status: 200, ...staffDetail },
    });
    const [signedOut] = await auditRows(AUDIT_ACTIONS.signOut, since);
    expect(signedOut).toMatchObject({
      ...both,
      detail: { route: '/api/logout', status: 204, ...staffDetail },
    });
  });
});

describe('audit coverage (issue 10 point 4)', () => {
  it('records every read of member data in a staff session: route, member and staff person', async () => {
    const support = await account('support');
    const alex = await account('alex');
    const session = await exchange(await loginAs('support', 'alex'));
    const since = await lastAuditId();
    expect((await authGet(t.app, '/api/home', session)).statusCode).toBe(200);
    const rows = await auditRows(AUDIT_ACTIONS.staffRead, since);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_account_id: support.accountId,
      target_member_key: alex.memberKey,
      detail: {
        method: 'GET',
        route: '/api/home',
        status: 200,
        accountId: alex.accountId,
        staffAccountId: support.accountId,
      },
    });
  });

  it('writes no staff-read row for a member reading their own data', async () => {
    const session = await sessionToken(t.app, 'alex');
    const since = await lastAuditId();
    expect((await authGet(t.app, '/api/home', session)).statusCode).toBe(200);
    expect(await auditRows(AUDIT_ACTIONS.staffRead, since)).toEqual([]);
  });

  it('records a member write with the field names and never the values', async () => {
    const alex = await account('alex');
    const token = await sessionToken(t.app, 'alex');
    const current = (await authGet(t.app, '/api/account/preferences', token)).json() as Record<
      string,
      unknown
    >;
    const since = await lastAuditId();
    const secretish = { ...current, emailAddress: 'private.address@example.com' };
    expect((await send('PUT', '/api/account/preferences', token, secretish)).statusCode).toBe(200);
    const [row] = await auditRows(AUDIT_ACTIONS.write, since);
    expect(row).toMatchObject({
      actor_account_id: alex.accountId,
      target_member_key: alex.memberKey,
      detail: { method: 'PUT', route: '/api/account/preferences', status: 200 },
    });
    expect(row?.detail.fields).toEqual(Object.keys(secretish).sort());
    expect(JSON.stringify(row)).not.toContain('private.address');
  });

  it('records a refused staff write as a write attempt with both identities', async () => {
    const support = await account('support');
    const token = await loginAs('support', 'alex');
    const since = await lastAuditId();
    await send('PUT', '/api/account/preferences', token, preferences);
    const [row] = await auditRows(AUDIT_ACTIONS.write, since);
    expect(row).toMatchObject({
      actor_account_id: support.accountId,
      detail: { status: 403, staffAccountId: support.accountId },
    });
    expect(JSON.stringify(row)).not.toContain('someone.else');
  });

  it('records sign-in success with the account, and failure with the username but never the password', async () => {
    const alex = await account('alex');
    const since = await lastAuditId();
    expect((await postToken(t.app, 'Alex', 'Welcome2026!')).statusCode).toBe(200);
    expect((await postToken(t.app, 'alex', 'Wrong-password-1')).statusCode).toBe(401);
    const [success] = await auditRows(AUDIT_ACTIONS.signIn, since);
    expect(success).toMatchObject({
      actor_account_id: alex.accountId,
      target_member_key: alex.memberKey,
      detail: { username: 'alex', domainId: 1, status: 200 },
    });
    const [failure] = await auditRows(AUDIT_ACTIONS.signInFailed, since);
    expect(failure).toMatchObject({ actor_account_id: null, detail: { username: 'alex', status: 401 } });
    expect(JSON.stringify(failure)).not.toContain('Wrong-password');
    // A successful sign-in resets the count: leave alex unlocked for the other tests.
    expect((await postToken(t.app, 'alex', 'Welcome2026!')).statusCode).toBe(200);
  });

  it('records a member session exchange and sign-out', async () => {
    const riley = await account('riley');
    const since = await lastAuditId();
    const session = await sessionToken(t.app, 'riley');
    await send('POST', '/api/logout', session);
    const [exchanged] = await auditRows(AUDIT_ACTIONS.sessionExchange, since);
    const [signedOut] = await auditRows(AUDIT_ACTIONS.signOut, since);
    expect(exchanged).toMatchObject({
      actor_account_id: riley.accountId,
      target_member_key: riley.memberKey,
    });
    expect(signedOut).toMatchObject({
      actor_account_id: riley.accountId,
      detail: { sessionKind: 'session' },
    });
    expect(signedOut?.detail).not.toHaveProperty('staffAccountId');
  });

  it('keeps the login-as row of the login-as route and adds a row for a refused login-as', async () => {
    const support = await account('support');
    const since = await lastAuditId();
    await loginAs('support', 'alex');
    expect(await auditRows('login-as', since)).toHaveLength(1);
    const staffToken = await temporaryToken(t.app, 'support');
    const refused = await send('POST', '/api/login-as', staffToken, {
      subscriberId: 'NO-SUCH-ID',
      domainId: 1,
    });
    expect(refused.statusCode).toBe(404);
    const [row] = await auditRows(AUDIT_ACTIONS.loginAsRefused, since);
    expect(row).toMatchObject({ actor_account_id: support.accountId, detail: { status: 404 } });
  });
});
