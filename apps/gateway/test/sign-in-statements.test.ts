import { DEFAULT_LOCKOUT_THRESHOLD } from '@dash/domain';
import { TokenClaims, TokenResponse } from '@dash/domain/api';
import { PERSONA_PASSWORD } from '@dash/domain/personas';
import { decodeJwt } from 'jose';
import type { CompiledQuery } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HOST_BY_DOMAIN, postToken } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

// The real verifier, with a hook run while the hash is verified: a parallel attempt's failure lands
// between the sign-in's read and its write, where it really can (the hash takes milliseconds).
const whileHashing = vi.hoisted(() => ({ run: null as (() => Promise<void>) | null }));
vi.mock('../src/auth/password', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/auth/password')>();
  return {
    ...real,
    verifyPassword: async (hash: string, password: string) => {
      const matches = await real.verifyPassword(hash, password);
      await whileHashing.run?.();
      return matches;
    },
  };
});

// Work apart from any request, which may land in a sign-in's window: the audit rows, recorded after
// the response and written in batches (plugins/audit.ts), and the mail jobs' outbox rows (jobs/).
const BACKGROUND = /^insert into "audit_log"|"outbox"/;

let t: TestApp;
let sent: CompiledQuery[] = [];
beforeAll(async () => {
  t = await createTestApp({}, undefined, undefined, { onQuery: (query) => sent.push(query) });
});
afterAll(() => t.close());
afterEach(() => {
  whileHashing.run = null;
});

/** The statements one sign-in sends, in order, and its response. */
async function signInSending(username: string, password: string, userAgent = 'Browser/statements') {
  sent = [];
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/token',
    headers: { host: HOST_BY_DOMAIN[1], 'user-agent': userAgent },
    payload: { username, password, domainId: 1 },
  });
  return { response, statements: sent.filter((query) => !BACKGROUND.test(query.sql)) };
}

const attemptsOf = (username: string) =>
  t.database.db
    .selectFrom('login_attempts')
    .select(['succeeded', 'outcome'])
    .where('domain_id', '=', 1)
    .where('username', '=', username)
    .orderBy('attempt_id')
    .execute();

const failuresOf = async (username: string) =>
  (await t.database.db
    .selectFrom('login_failures')
    .select(['consecutive_failures', 'locked_at'])
    .where('domain_id', '=', 1)
    .where('username', '=', username)
    .executeTakeFirst()) ?? null;

const sessionOf = (token: string) =>
  t.database.db
    .selectFrom('sessions')
    .select(['account_id', 'kind', 'user_agent', 'domain_id', 'mfa_pending', 'expires_at', 'last_seen_at'])
    .where('session_id', '=', TokenClaims.parse(decodeJwt(token)).sid)
    .executeTakeFirst();

/** A parallel attempt's failures, recorded as the lockout records them. */
const failWhileHashing = (username: string, failures: number) => {
  whileHashing.run = async () => {
    whileHashing.run = null;
    for (let i = 0; i < failures; i++) await postToken(t.app, username, 'wrong-password-1');
  };
};

// A sign-in was six statements before its response (the account, the lockout's look, the second
// factor, the attempt, the session, its client stamp): each a round trip and Kysely's work to build it.
describe('POST /api/token, the usual sign-in: two statements (decision 073)', () => {
  it('reads once (the account, its factor, its failures) and writes once (the attempt, the stamped session)', async () => {
    const { response, statements } = await signInSending('alex', PERSONA_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(statements.map((query) => query.sql.slice(0, 60))).toHaveLength(2);
    const [read, write] = statements.map((query) => query.sql);
    expect(read).toMatch(/^select .* from "accounts" as "a"/s);
    expect(read).toMatch(/"mfa_factors" as "f"/);
    expect(read).toMatch(/"login_failures" as "lf"/);
    expect(write).toMatch(/^with "fresh" as .*insert into "login_attempts" .*insert into "sessions" /s);

    const token = TokenResponse.parse(response.json()).token;
    const session = await sessionOf(token);
    expect(session).toMatchObject({
      kind: 'temporary',
      user_agent: 'Browser/statements',
      domain_id: 1,
      mfa_pending: false,
    });
    // The times as the token states them: the parameters took their columns' types.
    expect(Math.floor((session?.expires_at.getTime() ?? 0) / 1000)).toBe(decodeJwt(token).exp);
    expect(session?.last_seen_at.getTime()).toBeLessThan(session?.expires_at.getTime() ?? 0);
    expect((await attemptsOf('alex')).at(-1)).toEqual({ succeeded: true, outcome: 'signed-in' });
  });

  it('sends the same two for a name given in another case, the second sign-in of the same browser', async () => {
    const { response, statements } = await signInSending('  ALEX ', PERSONA_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(statements).toHaveLength(2);
  });

  it('opens a session the next request finds without reading it (the store cached the row it wrote)', async () => {
    const { response } = await signInSending('alex', PERSONA_PASSWORD);
    const token = TokenResponse.parse(response.json()).token;
    sent = [];
    const exchange = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { host: HOST_BY_DOMAIN[1], authorization: `Bearer ${token}` },
    });
    expect(exchange.statusCode).toBe(200);
    expect(sent.filter((query) => /^select .* from "sessions" where "session_id"/s.test(query.sql))).toEqual(
      [],
    );
  });
});

describe('POST /api/token: every other sign-in as before', () => {
  it('a wrong password: the read, the lockout look after the hash, the failure, the attempt', async () => {
    const { response, statements } = await signInSending('riley', 'wrong-password-1');
    expect(response.json().attemptsRemaining).toBe(DEFAULT_LOCKOUT_THRESHOLD - 1);
    expect(statements.map((query) => query.sql.split(' ')[0])).toEqual([
      'select',
      'select',
      'insert',
      'insert',
    ]);
    expect(statements[1]?.sql).toMatch(/from "login_failures"/);
  });

  it('an unknown name sends what a known name with a wrong password sends', async () => {
    const known = await signInSending('drew', 'wrong-password-1');
    const unknown = await signInSending('no-such-name', 'wrong-password-1');
    expect(unknown.response.json()).toEqual(known.response.json());
    expect(unknown.statements.map((query) => query.sql)).toEqual(known.statements.map((query) => query.sql));
  });

  it('failures on record: the lockout looks after the hash, resets the count, and the session is stamped', async () => {
    await postToken(t.app, 'jordan', 'wrong-password-1');
    const { response, statements } = await signInSending('jordan', PERSONA_PASSWORD, 'Browser/after-failure');
    expect(response.statusCode).toBe(200);
    expect(await failuresOf('jordan')).toBeNull();
    // The read, the lockout's look, the reset, the attempt, the session, its stamp: as before, less the
    // factor's own read.
    expect(statements.map((query) => query.sql.split(' ')[0])).toEqual([
      'select',
      'select',
      'delete',
      'insert',
      'insert',
      'with',
    ]);
    expect(statements[2]?.sql).toMatch(/^delete from "login_failures"/);
    const token = TokenResponse.parse(response.json()).token;
    expect(await sessionOf(token)).toMatchObject({ user_agent: 'Browser/after-failure', domain_id: 1 });
  });
});

// The read comes before the hash now; the lockout's look came after it (decision 068). The write
// looks again, in the same statement: a failure recorded while the hash was verified leaves the
// sign-in to the lockout, as if it had looked after the hash.
describe('POST /api/token: a failure recorded during the hash', () => {
  it('writes nothing in the usual statement, then counts as before: signed in, the count started again', async () => {
    failWhileHashing('taylor', 1);
    const before = (await attemptsOf('taylor')).length;
    const { response } = await signInSending('taylor', PERSONA_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(await failuresOf('taylor')).toBeNull();
    // The parallel failure's attempt and this sign-in's, once.
    expect((await attemptsOf('taylor')).slice(before)).toEqual([
      { succeeded: false, outcome: 'bad-credentials' },
      { succeeded: true, outcome: 'signed-in' },
    ]);
    const token = TokenResponse.parse(response.json()).token;
    expect(await sessionOf(token)).toMatchObject({ user_agent: 'Browser/statements', domain_id: 1 });
  });

  it('is refused when parallel failures locked the name, the right password notwithstanding', async () => {
    failWhileHashing('casey', DEFAULT_LOCKOUT_THRESHOLD);
    const before = (await attemptsOf('casey')).length;
    const { response } = await signInSending('casey', PERSONA_PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('ACCOUNT_LOCKED');
    expect((await attemptsOf('casey')).slice(before).at(-1)).toEqual({ succeeded: false, outcome: 'locked' });
    expect(
      await t.database.db
        .selectFrom('sessions as s')
        .innerJoin('accounts as a', 'a.account_id', 's.account_id')
        .select('s.session_id')
        .where('a.username', '=', 'casey')
        .execute(),
    ).toEqual([]);
  });
});
