import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { AccountDetails, API_PATHS } from '@dash/domain/api';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { type DatabaseHandle, openDatabase } from '../src/db/connection';
import { authGet, HOST_BY_DOMAIN, sessionToken } from './helpers/sign-in';
import { createPostgresCopy, testConfig } from './helpers/test-app';

/**
 * Issue 40 §1 (docs/operations.md "When Redis is lost and comes back"): two gateways on one database
 * and one Redis of their own (a private redis-server on port 5640, since the machine's is shared),
 * which is stopped under them and started again. Rate limits: counted together in Redis; without it
 * every call goes on (skipOnError), the database lockout still guarding each account; counted together
 * again once Redis is back. Session revocation and the response cache's invalidations travel by the
 * database's LISTEN/NOTIFY, so they reach the other gateway with Redis down. The cache lifetimes are an
 * hour, so only a notification can make the other gateway see a change.
 */
const REDIS_PORT = 5640;
const REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`;
const HOUR = 3_600_000;

let redis: ChildProcess | null = null;
async function startRedis(): Promise<void> {
  redis = spawn(
    'redis-server',
    ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const probe = new Redis(REDIS_URL, { lazyConnect: true, retryStrategy: () => 50 });
  probe.on('error', () => {}); // refused until the server listens
  await vi.waitFor(() => probe.connect(), { timeout: 10_000, interval: 50 }).catch(() => undefined);
  await vi.waitFor(async () => expect(await probe.ping()).toBe('PONG'), { timeout: 10_000, interval: 50 });
  probe.disconnect();
}
async function stopRedis(): Promise<void> {
  const child = redis;
  redis = null;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

const wrongPassword = (app: FastifyInstance, username: string) =>
  app.inject({
    method: 'POST',
    url: API_PATHS.token,
    headers: { host: HOST_BY_DOMAIN[1] },
    payload: { username, password: 'Not-the-password-1', domainId: 1 },
  });
/** Two refusals of a wrong password, one on each gateway, then the third refused by the shared count. */
async function countedTogether(one: FastifyInstance, other: FastifyInstance): Promise<void> {
  await vi.waitFor(
    async () => {
      const username = `counted-${randomBytes(4).toString('hex')}`;
      expect((await wrongPassword(one, username)).statusCode).toBe(401);
      expect((await wrongPassword(other, username)).statusCode).toBe(401);
      expect((await wrongPassword(one, username)).statusCode).toBe(429);
    },
    { timeout: 15_000, interval: 200 },
  );
}
const cityOf = async (app: FastifyInstance, token: string) =>
  AccountDetails.parse((await authGet(app, API_PATHS.account, token)).json()).address?.city;

describe.runIf(process.env.TEST_DATABASE === 'postgres')(
  'two gateways when Redis is lost and comes back',
  () => {
    let first: FastifyInstance;
    let second: FastifyInstance;
    const handles: DatabaseHandle[] = [];
    let drop: () => Promise<void> = async () => {};
    let url = '';

    beforeAll(async () => {
      await startRedis();
      const copy = await createPostgresCopy();
      drop = copy.drop;
      url = copy.url;
      // One secret and one Redis, as gateways behind one balancer share them.
      const tokenSecret = randomBytes(48);
      const redisPrefix = `dash-test:${randomBytes(6).toString('hex')}:`;
      const open = async () => {
        const database = await openDatabase({ kind: 'postgres', url: copy.url, poolSize: 4 });
        handles.push(database);
        const app = await buildApp({
          config: testConfig({
            tokenSecret,
            sessionCacheMs: HOUR,
            responseCacheMs: HOUR,
            rateLimit: {
              windowSeconds: 60,
              perClient: 100_000,
              perAccount: 2,
              redisUrl: REDIS_URL,
              redisPrefix,
            },
          }),
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
      await stopRedis();
    });

    it('counts one account across both gateways while Redis is up', async () => {
      await countedTogether(first, second);
    });

    it('with Redis down: sign-ins go on unlimited, revocations and cache invalidations still reach the other gateway', async () => {
      const token = await sessionToken(first, 'sam');
      const alex = await sessionToken(first, 'alex');
      expect((await authGet(second, API_PATHS.account, token)).statusCode).toBe(200);
      const cityBefore = await cityOf(second, alex);

      await stopRedis();

      // Past the per-account limit of 2, on both gateways: never a 429, never a 500.
      for (const app of [first, second, first, second]) {
        expect((await wrongPassword(app, 'counted-down')).statusCode).toBe(401);
      }
      // A sign-in still succeeds.
      expect(await sessionToken(second, 'riley')).toEqual(expect.any(String));
      // Logout on the first: the second, whose copy is an hour fresh, refuses it once NOTIFY arrives.
      expect(
        (
          await first.inject({
            method: 'POST',
            url: API_PATHS.logout,
            headers: { host: HOST_BY_DOMAIN[1], authorization: `Bearer ${token}` },
          })
        ).statusCode,
      ).toBe(204);
      await vi.waitFor(
        async () => expect((await authGet(second, API_PATHS.account, token)).statusCode).toBe(401),
        { timeout: 10_000, interval: 20 },
      );
      // A write made elsewhere reaches the second's cached response through the database's notification.
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(
        `update families set city = 'Bend' where family_key = (
         select m.family_key from members m join accounts a on a.account_id = m.account_id
         where a.username = 'alex' and a.domain_id = 1 limit 1)`,
      );
      await client.end();
      expect(cityBefore).not.toBe('Bend');
      await expect.poll(() => cityOf(second, alex), { timeout: 10_000 }).toBe('Bend');
    });

    it('counts across both gateways again once Redis is back', async () => {
      await startRedis();
      // ioredis reconnects on its own (its retries back off to 2 s): until then calls go on uncounted.
      await countedTogether(first, second);
      // And the second gateway's sign-ins are counted there too.
      expect((await wrongPassword(second, 'counted-back-final')).statusCode).toBe(401);
      expect((await wrongPassword(first, 'counted-back-final')).statusCode).toBe(401);
      expect((await wrongPassword(second, 'counted-back-final')).statusCode).toBe(429);
    });
  },
);
