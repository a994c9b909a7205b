import { randomUUID } from 'node:crypto';
import { SERVER_MESSAGES } from '@dash/domain';
import { ApiError } from '@dash/domain/api';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config';
import { findRateLimitedRoute } from '../src/plugins/rate-limited-routes';
import { temporaryToken } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const opened: TestApp[] = [];
afterAll(async () => {
  await Promise.all(opened.map((app) => app.close()));
});

async function appWith(rateLimit: Partial<Config['rateLimit']>): Promise<TestApp> {
  const app = await createTestApp({
    rateLimit: {
      windowSeconds: 60,
      perClient: 5,
      perAccount: 2,
      redisPrefix: `dash-test:${randomUUID()}:`,
      ...rateLimit,
    },
  });
  opened.push(app);
  return app;
}

const signIn = (app: FastifyInstance, username: string, remoteAddress = '10.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/token',
    remoteAddress,
    headers: { host: 'localhost' },
    payload: { username, password: 'Not-the-password-1', domainId: 1 },
  });

function expectTooMany(response: Awaited<ReturnType<typeof signIn>>, windowSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(ApiError.parse(response.json())).toEqual({
    code: 'TOO_MANY_REQUESTS',
    message: SERVER_MESSAGES.tooManyRequests,
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('sign-in rate limits in memory (issue 10 point 5)', () => {
  it('limits per account: the third attempt on one username is refused, before any record is written', async () => {
    const t = await appWith({});
    expect((await signIn(t.app, 'limited-one')).statusCode).toBe(401);
    expect((await signIn(t.app, 'Limited-One')).statusCode).toBe(401);
    expectTooMany(await signIn(t.app, 'limited-one'), 60);
    const rows = await t.database.db
      .selectFrom('login_attempts')
      .select('attempt_id')
      .where('username', '=', 'limited-one')
      .execute();
    expect(rows).toHaveLength(2);
  });

  it('limits per client: distinct usernames from one address are refused after the limit; another address goes on', async () => {
    const t = await appWith({ perAccount: 100 });
    for (let n = 0; n < 5; n++) expect((await signIn(t.app, `spray-${n}`)).statusCode).toBe(401);
    expectTooMany(await signIn(t.app, 'spray-5'), 60);
    expect((await signIn(t.app, 'spray-6', '10.0.0.2')).statusCode).toBe(401);
  });

  it('limits login-as per staff account', async () => {
    const t = await appWith({ perAccount: 1, perClient: 100 });
    // One staff sign-in: a refused login-as leaves the staff session open for the next try.
    const staff = await temporaryToken(t.app, 'support');
    const call = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/login-as',
        headers: { host: 'localhost', authorization: `Bearer ${staff}` },
        payload: { subscriberId: 'NO-SUCH-ID', domainId: 1 },
      });
    expect((await call()).statusCode).toBe(404);
    expectTooMany(await call(), 60);
  });

  it('covers the sign-in, login-as and recovery calls, declared once', () => {
    expect(findRateLimitedRoute('POST', '/api/token')).toBeDefined();
    expect(findRateLimitedRoute('POST', '/api/login-as')).toBeDefined();
    expect(findRateLimitedRoute('POST', '/api/recovery/password')).toBeDefined();
    expect(findRateLimitedRoute('POST', '/api/recovery/username')).toBeDefined();
    expect(findRateLimitedRoute('GET', '/api/home')).toBeUndefined();
    expect(findRateLimitedRoute('POST', '/api/logout')).toBeUndefined();
  });
});

describe('sign-in rate limits shared through Redis', () => {
  it('counts one account across two gateways', async () => {
    const redisPrefix = `dash-test:${randomUUID()}:`;
    const first = await appWith({ redisUrl: REDIS_URL, redisPrefix });
    const second = await appWith({ redisUrl: REDIS_URL, redisPrefix });
    expect((await signIn(first.app, 'shared-account')).statusCode).toBe(401);
    expect((await signIn(second.app, 'shared-account')).statusCode).toBe(401);
    expectTooMany(await signIn(first.app, 'shared-account'), 60);
    expectTooMany(await signIn(second.app, 'shared-account'), 60);

    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${redisPrefix}*`);
    expect(keys.length).toBeGreaterThan(0);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });
});
