import { PASSWORD_CHANGE_ATTEMPT_LIMIT } from '@dash/domain';
import { AccountStatus, API_PATHS, ApiError, LoginAsResponse, SessionResponse } from '@dash/domain/api';
import { PERSONA_PASSWORD } from '@dash/domain/personas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authGet, HOST_BY_DOMAIN, postToken, sessionToken, temporaryToken } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = (token: string | null, payload: Record<string, unknown>, domainId: 1 | 2 | 5 = 1) =>
  t.app.inject({
    method: 'PUT',
    url: API_PATHS.password,
    headers: { host: HOST_BY_DOMAIN[domainId], ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });

const status = async (token: string) =>
  AccountStatus.parse((await authGet(t.app, API_PATHS.accountStatus, token)).body);

describe('PUT /api/account/password', () => {
  it('changes avery (INI) to ACT with the mid-login token, keeps it and revokes every other one', async () => {
    const other = await temporaryToken(t.app, 'avery');
    const current = await temporaryToken(t.app, 'avery');
    expect(await status(current)).toBe('INI');

    const response = await change(current, {
      currentPassword: PERSONA_PASSWORD,
      newPassword: 'Maple-orbit-canyon-7',
    });
    expect(response.statusCode).toBe(204);
    expect(await status(current)).toBe('ACT');
    expect((await authGet(t.app, '/api/login-state', other)).statusCode).toBe(401);
    // The step is done: the exchange now opens the session.
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { host: HOST_BY_DOMAIN[1], authorization: `Bearer ${current}` },
    });
    expect(session.statusCode).toBe(200);
    const token = SessionResponse.parse(session.json()).token;
    expect((await authGet(t.app, '/api/account', token)).statusCode).toBe(200);

    expect((await postToken(t.app, 'avery', PERSONA_PASSWORD)).statusCode).toBe(401);
    expect((await postToken(t.app, 'avery', 'Maple-orbit-canyon-7')).statusCode).toBe(200);
  });

  it('responds 400 with a clear message for a wrong current password and changes nothing', async () => {
    const token = await sessionToken(t.app, 'jordan');
    const response = await change(token, {
      currentPassword: 'Wrong2026!',
      newPassword: 'Maple-orbit-canyon-7',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'The current password is incorrect.',
      fieldErrors: { currentPassword: ['The current password is incorrect.'] },
    });
    expect((await postToken(t.app, 'jordan', PERSONA_PASSWORD)).statusCode).toBe(200);
    expect((await authGet(t.app, API_PATHS.account, token)).statusCode).toBe(200);
  });

  it.each([
    [{ currentPassword: PERSONA_PASSWORD, newPassword: 'short' }, 'newPassword'],
    [{ currentPassword: PERSONA_PASSWORD, newPassword: 'nodigitshere' }, 'newPassword'],
    [{ currentPassword: PERSONA_PASSWORD, newPassword: 'has space 1' }, 'newPassword'],
    [{ currentPassword: PERSONA_PASSWORD, newPassword: PERSONA_PASSWORD }, 'newPassword'],
    [{ currentPassword: '', newPassword: 'Maple-orbit-canyon-7' }, 'currentPassword'],
    [{ newPassword: 'Maple-orbit-canyon-7' }, 'currentPassword'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const token = await sessionToken(t.app, 'casey');
    const response = await change(token, body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual([field]);
    expect((await postToken(t.app, 'casey', PERSONA_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses no token', async () => {
    expect(
      (await change(null, { currentPassword: PERSONA_PASSWORD, newPassword: 'Maple-orbit-canyon-7' }))
        .statusCode,
    ).toBe(401);
  });

  it('rate-limits wrong current passwords without touching the sign-in lockout', async () => {
    const token = await sessionToken(t.app, 'riley');
    for (let i = 0; i < PASSWORD_CHANGE_ATTEMPT_LIMIT; i++) {
      expect(
        (await change(token, { currentPassword: `Wrong${i}2026!`, newPassword: 'Maple-orbit-canyon-7' }))
          .statusCode,
      ).toBe(400);
    }
    const limited = await change(token, {
      currentPassword: PERSONA_PASSWORD,
      newPassword: 'Maple-orbit-canyon-7',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('TOO_MANY_REQUESTS');
    // The sign-in lockout did not move: riley still signs in with the old password.
    expect((await postToken(t.app, 'riley', PERSONA_PASSWORD)).statusCode).toBe(200);
  });

  it('checks exactly the limit of 40 parallel wrong current passwords and refuses the rest (issue 10 point 7)', async () => {
    const token = await sessionToken(t.app, 'morgan');
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        change(token, { currentPassword: `Wrong${i}2026!`, newPassword: 'Maple-orbit-canyon-7' }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((code) => code === 400)).toHaveLength(PASSWORD_CHANGE_ATTEMPT_LIMIT);
    expect(statuses.filter((code) => code === 429)).toHaveLength(40 - PASSWORD_CHANGE_ATTEMPT_LIMIT);
    const limited = responses.find((response) => response.statusCode === 429);
    expect(limited?.headers['retry-after']).toBe('900');
    const failures = await t.database.db
      .selectFrom('audit_log as l')
      .innerJoin('accounts as a', 'a.account_id', 'l.actor_account_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('a.username', '=', 'morgan')
      .where('l.action', '=', 'password-change-failed')
      .executeTakeFirstOrThrow();
    expect(Number(failures.n)).toBe(PASSWORD_CHANGE_ATTEMPT_LIMIT);
  });

  it('refuses a session opened by login-as: staff never change a member’s password', async () => {
    const jordan = await t.database.db
      .selectFrom('members as m')
      .innerJoin('families as f', 'f.family_key', 'm.family_key')
      .select('f.subscriber_id')
      .where('m.first_name', '=', 'Jordan')
      .executeTakeFirstOrThrow();
    const staff = await temporaryToken(t.app, 'support');
    const loggedIn = await t.app.inject({
      method: 'POST',
      url: API_PATHS.loginAs,
      headers: { host: HOST_BY_DOMAIN[1], authorization: `Bearer ${staff}` },
      payload: { subscriberId: jordan.subscriber_id, domainId: 1 },
    });
    const { token } = LoginAsResponse.parse(loggedIn.json());
    const session = await t.app.inject({
      method: 'POST',
      url: API_PATHS.session,
      headers: { host: HOST_BY_DOMAIN[1], authorization: `Bearer ${token}` },
    });
    const memberSession = SessionResponse.parse(session.json()).token;

    const response = await change(memberSession, {
      currentPassword: PERSONA_PASSWORD,
      newPassword: 'Staff2027!',
    });
    expect(response.statusCode).toBe(403);
    expect(ApiError.parse(response.json()).code).toBe('FORBIDDEN');
    // Nothing changed: the member still signs in with the old password.
    expect((await postToken(t.app, 'jordan', PERSONA_PASSWORD)).statusCode).toBe(200);
  });
});
