import { DEFAULT_LOCKOUT_THRESHOLD } from '@dash/domain';
import { API_PATHS, ApiError, TokenClaims, TokenResponse } from '@dash/domain/api';
import { PERSONA_PASSWORD, PERSONAS } from '@dash/domain/personas';
import { hash, verify } from '@node-rs/argon2';
import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postToken, type TestDomain } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const failures = async (username: string, domainId: TestDomain = 1) =>
  (await t.database.db
    .selectFrom('login_failures')
    .select(['consecutive_failures', 'locked_at'])
    .where('domain_id', '=', domainId)
    .where('username', '=', username)
    .executeTakeFirst()) ?? null;

describe('POST /api/token', () => {
  it.each(
    (['alex', 'jordan', 'support', 'agent', 'margaret', 'mastaff', 'parker', 'pstaff'] as const).map(
      (username) => [username, PERSONAS[username].domainId, PERSONAS[username].role] as const,
    ),
  )('signs in %s on domain %i with a temporary token of role %s', async (username, domainId, role) => {
    const response = await postToken(t.app, username, PERSONA_PASSWORD, domainId);
    expect(response.statusCode).toBe(200);
    const body = TokenResponse.parse(response.json());
    expect(body.redirect).toBeNull();
    const claims = TokenClaims.parse(decodeJwt(body.token));
    expect(claims).toMatchObject({ kind: 'temporary', role, issuedByRole: null, domainId });
    expect(claims.memberKey === null).toBe(role !== 'member');
  });

  it('compares usernames without case', async () => {
    expect((await postToken(t.app, 'ALEX', PERSONA_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a persona on another brand’s host', async () => {
    const response = await postToken(t.app, 'margaret', PERSONA_PASSWORD, 1);
    expect(response.statusCode).toBe(401);
    expect(ApiError.parse(response.json()).code).toBe('LOGIN_ATTEMPTS_REMAINING');
  });

  it('refuses a domainId that is not the host’s brand without counting a failure', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.token,
      headers: { host: 'localhost' },
      payload: { username: 'jordan', password: PERSONA_PASSWORD, domainId: 5 },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'LOGIN_FAILED',
      message: 'Username and/or password unrecognized. Please try again.',
    });
  });

  it('counts down the attempts, locks on the last one, and stays locked for the right password', async () => {
    const bodies = [];
    for (let i = 0; i < DEFAULT_LOCKOUT_THRESHOLD; i++) {
      bodies.push((await postToken(t.app, 'casey', 'wrong-password-1')).json());
    }
    // The threshold is 5 today: 4, 3, 2, 1 attempts remaining, then ACCOUNT_LOCKED.
    const remaining = Array.from(
      { length: DEFAULT_LOCKOUT_THRESHOLD - 1 },
      (_, i) => DEFAULT_LOCKOUT_THRESHOLD - 1 - i,
    );
    expect(bodies).toEqual([
      ...remaining.map((n) => ({
        code: 'LOGIN_ATTEMPTS_REMAINING',
        attemptsRemaining: n,
        message: `Username and/or password unrecognized. You have ${n} attempt(s) remaining.`,
      })),
      {
        code: 'ACCOUNT_LOCKED',
        message:
          'Your account is locked due to too many login attempts. To unlock, please Contact Customer Service.',
      },
    ]);
    const right = await postToken(t.app, 'casey', PERSONA_PASSWORD);
    expect(right.statusCode).toBe(401);
    expect(right.json().code).toBe('ACCOUNT_LOCKED');
  });

  it('starts the count again after a success', async () => {
    await postToken(t.app, 'jordan', 'wrong-password-1');
    await postToken(t.app, 'jordan', 'wrong-password-1');
    expect((await failures('jordan'))?.consecutive_failures).toBe(2);
    expect((await postToken(t.app, 'jordan', PERSONA_PASSWORD)).statusCode).toBe(200);
    expect(await failures('jordan')).toBeNull();
    expect((await postToken(t.app, 'jordan', 'wrong-password-1')).json().attemptsRemaining).toBe(
      DEFAULT_LOCKOUT_THRESHOLD - 1,
    );
  });

  it('responds ACCOUNT_LOCKED to blake, whose account is locked', async () => {
    const response = await postToken(t.app, 'blake', PERSONA_PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('ACCOUNT_LOCKED');
  });

  it('responds to an unknown username exactly as a known one with a wrong password', async () => {
    const unknown = [];
    const known = [];
    for (let i = 0; i <= DEFAULT_LOCKOUT_THRESHOLD; i++) {
      unknown.push((await postToken(t.app, 'nobody-here', 'wrong-password-1')).json());
      known.push((await postToken(t.app, 'riley', 'wrong-password-1')).json());
    }
    expect(unknown).toEqual(known);
  });

  it('locks exactly once under 50 parallel wrong attempts and loses no count', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => postToken(t.app, 'morgan', 'wrong-password-1')),
    );
    const bodies = responses.map((response) => ApiError.parse(response.json()));
    const remaining = bodies.flatMap((body) =>
      body.code === 'LOGIN_ATTEMPTS_REMAINING' ? [body.attemptsRemaining] : [],
    );
    expect(remaining.sort()).toEqual([1, 2, 3, 4]);
    expect(bodies.filter((body) => body.code === 'ACCOUNT_LOCKED')).toHaveLength(46);
    expect((await failures('morgan'))?.consecutive_failures).toBe(50);
    const locks = await sql<{
      n: number;
    }>`select count(*)::int as n from audit_log where action = 'account-locked'
      and detail->>'failures' = '5' and target_member_key is not null
      and actor_account_id = (select account_id from accounts where username = 'morgan')`.execute(
      t.database.db,
    );
    expect(locks.rows[0]?.n).toBe(1);
    const attempts = await t.database.db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('username', '=', 'morgan')
      .where('succeeded', '=', false)
      .executeTakeFirstOrThrow();
    expect(Number(attempts.n)).toBe(50);
  });

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['a missing password', { username: 'alex', domainId: 1 }],
    ['an empty username', { username: '   ', password: 'x', domainId: 1 }],
    ['a domainId that is no brand', { username: 'alex', password: 'x', domainId: 3 }],
    ['a domainId as text', { username: 'alex', password: 'x', domainId: 'one' }],
    ['a username that is not text', { username: 42, password: 'x', domainId: 1 }],
    ['an overlong password', { username: 'alex', password: 'x'.repeat(500), domainId: 1 }],
  ])('responds 400 with the fields at fault for %s', async (_case, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.token,
      headers: { host: 'localhost', 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { payload }),
    });
    expect(response.statusCode).toBe(400);
    const body = ApiError.parse(response.json());
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.message.length).toBeGreaterThan(0);
  });

  it('stores a password hashed with earlier parameters anew at its first sign-in, and only with the right password', async () => {
    const storedHash = () =>
      t.database.db
        .selectFrom('accounts')
        .select('password_hash')
        .where('domain_id', '=', 1)
        .where('username', '=', 'finley')
        .executeTakeFirstOrThrow()
        .then((row) => row.password_hash);
    // The OWASP minimum this gateway used before the thirteenth pass (docs/performance.md).
    const earlier = await hash(PERSONA_PASSWORD, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    await t.database.db
      .updateTable('accounts')
      .set({ password_hash: earlier })
      .where('domain_id', '=', 1)
      .where('username', '=', 'finley')
      .execute();
    expect((await postToken(t.app, 'finley', 'Wrong-password-1')).statusCode).toBe(401);
    expect(await storedHash()).toBe(earlier);
    expect((await postToken(t.app, 'finley', PERSONA_PASSWORD)).statusCode).toBe(200);
    const upgraded = await storedHash();
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=12288,t=3,p=1\$/);
    expect(await verify(upgraded, PERSONA_PASSWORD)).toBe(true);
    expect((await postToken(t.app, 'finley', PERSONA_PASSWORD)).statusCode).toBe(200);
    expect(await storedHash()).toBe(upgraded);
  });

  it('responds 400, not 500, for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.token,
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(ApiError.parse(response.json()).code).toBe('BAD_REQUEST');
  });
});
