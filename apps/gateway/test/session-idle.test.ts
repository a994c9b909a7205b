import { SessionStatus } from '@dash/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { touchSessions } from '../src/auth/session-state/session-touches';
import { authGet, HOST_BY_DOMAIN, sessionToken, temporaryToken } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
// From the real now on: jose checks a token's expiry against the real clock.
let clock = Date.now();
beforeAll(async () => {
  t = await createTestApp({ sessionIdleMinutes: 15 }, () => new Date(clock));
});
afterAll(() => t.close());

const MINUTE = 60_000;
const post = (url: string, token: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { host: HOST_BY_DOMAIN[1], authorization: `Bearer ${token}` },
  });
const lastSeen = async (token: string) => {
  // Last uses are noted in memory and written in batches (issue 16): write them before reading.
  await t.app.services.sessions.flushTouches();
  const sid = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid as string;
  const row = await t.database.db
    .selectFrom('sessions')
    .select('last_seen_at')
    .where('session_id', '=', sid)
    .executeTakeFirstOrThrow();
  return row.last_seen_at.getTime();
};

describe('server-side idle timeout, SESSION_IDLE_MINUTES (issue 10 point 10)', () => {
  it('writes a flush of any size with one statement text (the driver keeps each text prepared)', () => {
    const at = new Date();
    const uses = (count: number) =>
      new Map(Array.from({ length: count }, (_, i) => [`00000000-0000-4000-8000-00000000000${i}`, at]));
    const texts = new Set([1, 3, 7].map((count) => touchSessions(uses(count)).compile(t.database.db).sql));
    expect(texts.size).toBe(1);
  });

  it('refuses a session unused for the idle limit with 401', async () => {
    const token = await sessionToken(t.app, 'alex');
    clock += 14 * MINUTE + 59_000;
    expect((await authGet(t.app, '/api/account', token)).statusCode).toBe(200);
    clock += 15 * MINUTE + 1000;
    const refused = await authGet(t.app, '/api/account', token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('UNAUTHORIZED');
  });

  it('keeps a used session: each use counts, written at most once a minute', async () => {
    const token = await sessionToken(t.app, 'jordan');
    const opened = await lastSeen(token);
    clock += 30_000;
    await authGet(t.app, '/api/account', token);
    expect(await lastSeen(token)).toBe(opened);
    clock += 31_000;
    await authGet(t.app, '/api/account', token);
    expect(await lastSeen(token)).toBe(clock);
    for (let i = 0; i < 4; i++) {
      clock += 10 * MINUTE;
      expect((await authGet(t.app, '/api/account', token)).statusCode).toBe(200);
    }
  });

  it('extends the session by GET /api/session ("Stay signed in") and returns the limit', async () => {
    const token = await sessionToken(t.app, 'casey');
    clock += 13 * MINUTE;
    const status = await authGet(t.app, '/api/session', token);
    expect(status.statusCode).toBe(200);
    expect(SessionStatus.parse(status.json()).idleMinutes).toBe(15);
    clock += 13 * MINUTE;
    expect((await authGet(t.app, '/api/account', token)).statusCode).toBe(200);
    expect((await authGet(t.app, '/api/session', await temporaryToken(t.app, 'alex'))).statusCode).toBe(403);
  });
});

describe('POST /api/logout and /api/logout/everywhere (issue 10 point 10)', () => {
  it('logout ends only its own session', async () => {
    const here = await sessionToken(t.app, 'sam');
    const there = await sessionToken(t.app, 'sam');
    expect((await post('/api/logout', here)).statusCode).toBe(204);
    expect((await authGet(t.app, '/api/account', here)).statusCode).toBe(401);
    expect((await authGet(t.app, '/api/account', there)).statusCode).toBe(200);
  });

  it('log out everywhere ends every session of the account, this one too, and no other account’s; audited', async () => {
    const here = await sessionToken(t.app, 'riley');
    const there = await sessionToken(t.app, 'riley');
    const midLogin = await temporaryToken(t.app, 'riley');
    const someoneElse = await sessionToken(t.app, 'morgan');
    expect((await post('/api/logout/everywhere', here)).statusCode).toBe(204);
    for (const token of [here, there])
      expect((await authGet(t.app, '/api/account', token)).statusCode).toBe(401);
    expect((await authGet(t.app, '/api/login-state', midLogin)).statusCode).toBe(401);
    expect((await authGet(t.app, '/api/account', someoneElse)).statusCode).toBe(200);
    const audit = await t.database.db
      .selectFrom('audit_log as l')
      .innerJoin('accounts as a', 'a.account_id', 'l.actor_account_id')
      .select('l.detail')
      .where('a.username', '=', 'riley')
      .where('l.action', '=', 'logout-everywhere')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.detail).toMatchObject({ revokedSessions: 3 });
  });

  it('refuses a temporary token and no token', async () => {
    expect((await post('/api/logout/everywhere', await temporaryToken(t.app, 'alex'))).statusCode).toBe(403);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/logout/everywhere',
      headers: { host: HOST_BY_DOMAIN[1] },
    });
    expect(none.statusCode).toBe(401);
  });
});
