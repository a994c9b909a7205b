import { API_PATHS, ApiError, LoginAsResponse, TokenClaims } from '@dash/domain/api';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authGet, HOST_BY_DOMAIN, sessionToken, type TestDomain, temporaryToken } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const loginAs = (token: string, body: unknown, domainId: TestDomain = 1) =>
  t.app.inject({
    method: 'POST',
    url: API_PATHS.loginAs,
    headers: { host: HOST_BY_DOMAIN[domainId], authorization: `Bearer ${token}` },
    payload: body as Record<string, unknown>,
  });

async function memberRow(firstName: string) {
  return t.database.db
    .selectFrom('members as m')
    .innerJoin('families as f', 'f.family_key', 'm.family_key')
    .select([
      'm.member_key',
      'm.first_name',
      'm.last_name',
      'm.date_of_birth',
      'm.account_id',
      'f.subscriber_id',
    ])
    .where('m.first_name', '=', firstName)
    .executeTakeFirstOrThrow();
}

const sessionsOf = (accountId: number) =>
  t.database.db
    .selectFrom('sessions')
    .select(['session_id', 'revoked_at', 'issued_by_role'])
    .where('account_id', '=', accountId)
    .execute();

describe('POST /api/login-as (document 1 §4, §5, §6)', () => {
  it('opens a temporary token for the subscriber, audits it, revokes the staff session and leaves the member sessions', async () => {
    const alex = await memberRow('Alex');
    const alexSession = await sessionToken(t.app, 'alex');
    const before = await sessionsOf(Number(alex.account_id));
    const staff = await temporaryToken(t.app, 'support');

    const response = await loginAs(staff, { subscriberId: alex.subscriber_id, domainId: 1 });
    expect(response.statusCode).toBe(200);
    const { token, loginState } = LoginAsResponse.parse(response.json());
    const claims = TokenClaims.parse(decodeJwt(token));
    expect(claims).toMatchObject({
      memberKey: alex.member_key,
      role: 'member',
      issuedByRole: 'logInAsAnyone',
      kind: 'temporary',
    });
    expect(loginState.claims.issuedByRole).toBe('logInAsAnyone');

    const audit = await t.database.db
      .selectFrom('audit_log as l')
      .innerJoin('accounts as a', 'a.account_id', 'l.actor_account_id')
      .select(['a.username', 'l.target_member_key', 'l.client_address', 'l.occurred_at'])
      .where('l.action', '=', 'login-as')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ username: 'support', target_member_key: alex.member_key });
    expect(audit[0]?.client_address).toBeTruthy();
    expect(audit[0]?.occurred_at).toBeInstanceOf(Date);

    expect((await authGet(t.app, API_PATHS.loginState, staff)).statusCode).toBe(401);
    // The member's own session still works and was not touched; the new one is a separate row.
    expect((await authGet(t.app, API_PATHS.account, alexSession)).statusCode).toBe(200);
    const after = await sessionsOf(Number(alex.account_id));
    for (const old of before) expect(after.find((row) => row.session_id === old.session_id)).toEqual(old);
    expect(after.filter((row) => row.issued_by_role === 'logInAsAnyone')).toHaveLength(1);
  });

  it('logs in as a specific member by name and date of birth, without regard to case', async () => {
    const jordan = await memberRow('Jordan');
    const response = await loginAs(await temporaryToken(t.app, 'support'), {
      subscriberId: jordan.subscriber_id.toLowerCase(),
      domainId: 1,
      firstName: 'JORDAN',
      lastName: jordan.last_name.toLowerCase(),
      dateOfBirth: jordan.date_of_birth,
      preventSalesPlatform: true,
    });
    expect(response.statusCode).toBe(200);
    const { token, loginState } = LoginAsResponse.parse(response.json());
    expect(TokenClaims.parse(decodeJwt(token)).memberKey).toBe(jordan.member_key);
    expect(loginState.preventSalesPlatform).toBe(true);
  });

  it('responds 404 with a clear message when no member matches', async () => {
    const alex = await memberRow('Alex');
    const staff = await temporaryToken(t.app, 'support');
    const wrongBirth = await loginAs(staff, {
      subscriberId: alex.subscriber_id,
      domainId: 1,
      firstName: 'Alex',
      lastName: alex.last_name,
      dateOfBirth: '1900-01-01',
    });
    expect(wrongBirth.statusCode).toBe(404);
    expect(ApiError.parse(wrongBirth.json()).message).toBe(
      'No member of this brand matches that subscriber ID, name and date of birth.',
    );
    const unknown = await loginAs(staff, { subscriberId: 'X99999999', domainId: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(ApiError.parse(unknown.json()).message).toBe(
      'No subscriber of this brand has that subscriber ID.',
    );
  });

  it('never finds a member of another brand', async () => {
    const margaret = await memberRow('Margaret');
    const response = await loginAs(await temporaryToken(t.app, 'support'), {
      subscriberId: margaret.subscriber_id,
      domainId: 1,
    });
    expect(response.statusCode).toBe(404);
    const otherDomain = await loginAs(await temporaryToken(t.app, 'support'), {
      subscriberId: margaret.subscriber_id,
      domainId: 2,
    });
    expect(otherDomain.statusCode).toBe(400);
    expect(ApiError.parse(otherDomain.json()).message).toBe(
      'Staff can log in only as members of their own brand.',
    );
  });

  it('lets the Medicare Advantage and partner staff log in as their own members', async () => {
    for (const [username, firstName, domainId] of [
      ['mastaff', 'Margaret', 2],
      ['pstaff', 'Parker', 5],
    ] as const) {
      const member = await memberRow(firstName);
      const staff = await temporaryToken(t.app, username, domainId);
      const response = await loginAs(staff, { subscriberId: member.subscriber_id, domainId }, domainId);
      expect(response.statusCode).toBe(200);
    }
  });

  it('refuses an employee to a logInAsNonEmp account, and allows a non-employee', async () => {
    const drew = await memberRow('Drew');
    const alex = await memberRow('Alex');
    const employee = await loginAs(await temporaryToken(t.app, 'agent'), {
      subscriberId: drew.subscriber_id,
      domainId: 1,
    });
    expect(employee.statusCode).toBe(404);
    expect(ApiError.parse(employee.json()).message).toBe(
      'A login-as-non-employee account cannot log in as an employee.',
    );
    const other = await loginAs(await temporaryToken(t.app, 'agent'), {
      subscriberId: alex.subscriber_id,
      domainId: 1,
    });
    expect(other.statusCode).toBe(200);
    const anyone = await loginAs(await temporaryToken(t.app, 'support'), {
      subscriberId: drew.subscriber_id,
      domainId: 1,
    });
    expect(anyone.statusCode).toBe(200);
  });

  it('responds 404 for a member without a dashboard account', async () => {
    const rowan = await memberRow('Rowan');
    expect(rowan.account_id).toBeNull();
    const response = await loginAs(await temporaryToken(t.app, 'support'), {
      subscriberId: rowan.subscriber_id,
      domainId: 1,
      firstName: rowan.first_name,
      lastName: rowan.last_name,
      dateOfBirth: rowan.date_of_birth,
    });
    expect(response.statusCode).toBe(404);
    expect(ApiError.parse(response.json()).message).toBe(
      'This member has no Member Dashboard account to log in to.',
    );
  });

  it('refuses a member token: a temporary one with 403 and a session one with 403', async () => {
    const alex = await memberRow('Alex');
    const body = { subscriberId: alex.subscriber_id, domainId: 1 };
    const temporary = await loginAs(await temporaryToken(t.app, 'alex'), body);
    expect(temporary.statusCode).toBe(403);
    expect(ApiError.parse(temporary.json()).message).toBe('Only support staff can log in as a member.');
    expect((await loginAs(await sessionToken(t.app, 'jordan'), body)).statusCode).toBe(403);
    const none = await t.app.inject({
      method: 'POST',
      url: API_PATHS.loginAs,
      headers: { host: 'localhost' },
      payload: body,
    });
    expect(none.statusCode).toBe(401);
  });

  it.each([
    [{ domainId: 1 }],
    [{ subscriberId: '', domainId: 1 }],
    [{ subscriberId: 'M10020001', domainId: 1, firstName: 'Alex' }],
    [
      {
        subscriberId: 'M10020001',
        domainId: 1,
        firstName: 'Alex',
        lastName: 'Lee',
        dateOfBirth: 'yesterday',
      },
    ],
    [{ subscriberId: 'M10020001', domainId: 7 }],
  ])('responds 400 for %j and keeps the staff session', async (body) => {
    const staff = await temporaryToken(t.app, 'support');
    const response = await loginAs(staff, body);
    expect(response.statusCode).toBe(400);
    expect(ApiError.parse(response.json()).message.length).toBeGreaterThan(0);
    expect((await authGet(t.app, API_PATHS.loginState, staff)).statusCode).toBe(200);
  });

  it('writes no audit row for a refused call', async () => {
    const count = async () =>
      (
        await t.database.db
          .selectFrom('audit_log')
          .select('audit_id')
          .where('action', '=', 'login-as')
          .execute()
      ).length;
    const before = await count();
    await loginAs(await temporaryToken(t.app, 'support'), { subscriberId: 'X99999999', domainId: 1 });
    expect(await count()).toBe(before);
  });
});
