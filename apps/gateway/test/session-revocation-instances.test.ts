import { randomBytes } from 'node:crypto';
import { API_PATHS } from '@dash/domain/api';
import { PERSONA_PASSWORD } from '@dash/domain/personas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { type DatabaseHandle, openDatabase } from '../src/db/connection';
import { authGet, HOST_BY_DOMAIN, sessionToken } from './helpers/sign-in';
import { createPostgresCopy, createTestApp, type TestApp, testConfig } from './helpers/test-app';

/**
 * Issue 16: sessions are cached in each gateway's memory. A revocation takes effect at once on the
 * gateway that made it and, through PostgreSQL NOTIFY, on every other gateway of the same database.
 * The second gateway's cache lifetime is an hour here, so only the notification can make it refuse:
 * the test proves the path by structure, not by timing.
 */
const HOUR = 3_600_000;
const post = (app: FastifyInstance, url: string, token: string, payload?: object) =>
  app.inject({
    method: 'POST',
    url,
    headers: { host: HOST_BY_DOMAIN[1], authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
/** The other gateway responds 401 once the notification has arrived (milliseconds; waitFor's bound is a failure bound only). */
const refusedOn = (app: FastifyInstance, token: string) =>
  vi.waitFor(
    async () => {
      expect((await authGet(app, API_PATHS.account, token)).statusCode).toBe(401);
    },
    { timeout: 10_000, interval: 20 },
  );

describe.runIf(process.env.TEST_DATABASE === 'postgres')('two gateways on one PostgreSQL database', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  const handles: DatabaseHandle[] = [];
  let drop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const copy = await createPostgresCopy();
    drop = copy.drop;
    // One secret, as gateways behind one balancer share it.
    const tokenSecret = randomBytes(48);
    const open = async () => {
      const database = await openDatabase({ kind: 'postgres', url: copy.url, poolSize: 4 });
      handles.push(database);
      const app = await buildApp({
        config: testConfig({ tokenSecret, sessionCacheMs: HOUR }),
        database,
        logger: false,
      });
      await app.ready();
      return app;
    };
    first = await open();
    second = await open();
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    for (const handle of handles) await handle.close();
    await drop();
  });

  it('a logout on one gateway is refused on the other, whose cached copy is an hour fresh', async () => {
    const token = await sessionToken(first, 'sam');
    // The second gateway reads the session once and caches it.
    expect((await authGet(second, API_PATHS.account, token)).statusCode).toBe(200);
    expect((await authGet(second, API_PATHS.account, token)).statusCode).toBe(200);
    expect((await post(first, API_PATHS.logout, token)).statusCode).toBe(204);
    // Immediately on the gateway that revoked.
    expect((await authGet(first, API_PATHS.account, token)).statusCode).toBe(401);
    await refusedOn(second, token);
  });

  it('log out everywhere on one gateway ends the account’s sessions cached on the other', async () => {
    const here = await sessionToken(first, 'riley');
    const there = await sessionToken(second, 'riley');
    expect((await authGet(second, API_PATHS.account, there)).statusCode).toBe(200);
    expect((await post(first, API_PATHS.logoutEverywhere, here)).statusCode).toBe(204);
    expect((await authGet(first, API_PATHS.account, here)).statusCode).toBe(401);
    await refusedOn(second, there);
  });

  it('a password change (revoked in its own transaction) ends the other sessions on both gateways', async () => {
    const keep = await sessionToken(first, 'jordan');
    const other = await sessionToken(second, 'jordan');
    expect((await authGet(first, API_PATHS.account, other)).statusCode).toBe(200);
    expect((await authGet(second, API_PATHS.account, other)).statusCode).toBe(200);
    const changed = await first.inject({
      method: 'PUT',
      url: API_PATHS.password,
      headers: { host: HOST_BY_DOMAIN[1], authorization: `Bearer ${keep}` },
      payload: { currentPassword: PERSONA_PASSWORD, newPassword: 'Maple-orbit-canyon-7' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await authGet(first, API_PATHS.account, other)).statusCode).toBe(401);
    await refusedOn(second, other);
    expect((await authGet(second, API_PATHS.account, keep)).statusCode).toBe(200);
  });
});

describe('one gateway, cached sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ sessionCacheMs: HOUR });
  });
  afterAll(() => t.close());

  it('serves a used session without reading it again, and refuses it at once after logout', async () => {
    const token = await sessionToken(t.app, 'casey');
    expect((await authGet(t.app, API_PATHS.account, token)).statusCode).toBe(200);
    expect(t.app.services.sessions.cachedSessions).toBeGreaterThan(0);
    expect((await post(t.app, API_PATHS.logout, token)).statusCode).toBe(204);
    expect((await authGet(t.app, API_PATHS.account, token)).statusCode).toBe(401);
  });

  it('refuses a cached session revoked by a direct database write, through the NOTIFY trigger', async () => {
    const token = await sessionToken(t.app, 'drew');
    expect((await authGet(t.app, API_PATHS.account, token)).statusCode).toBe(200);
    const sid = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid as string;
    await t.database.db
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('session_id', '=', sid)
      .execute();
    await refusedOn(t.app, token);
  });
});
