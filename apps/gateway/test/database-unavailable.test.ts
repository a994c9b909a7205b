import { SERVER_MESSAGES } from '@dash/domain';
import { ApiError } from '@dash/domain/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { DatabaseTimeouts } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/connection';
import { ADMIN_URL } from './helpers/postgres-urls';
import { HOST_BY_DOMAIN, postToken, sessionToken } from './helpers/sign-in';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy';
import { createPostgresCopy, testConfig } from './helpers/test-app';

// Small bounds, so a stall ends quickly; the test asserts what the response is, never how fast.
const TIMEOUTS: DatabaseTimeouts = { connectMs: 1_000, statementMs: 1_500, idleInTransactionMs: 2_000 };

let proxy: TcpProxy;
let database: DatabaseHandle;
let app: FastifyInstance;
let drop: () => Promise<void>;

// The gateway's pool reaches PostgreSQL only through a proxy the test controls: the shared server
// itself is never stopped. PGlite runs in-process and has no network to lose.
describe.skipIf(process.env.TEST_DATABASE !== 'postgres')('a refused or stalled database', () => {
  beforeAll(async () => {
    const admin = new URL(ADMIN_URL);
    proxy = await startTcpProxy({ host: admin.hostname, port: Number(admin.port || 5432) });
    const copy = await createPostgresCopy();
    drop = copy.drop;
    const target = { kind: 'postgres', url: proxy.via(copy.url), poolSize: 4, timeouts: TIMEOUTS } as const;
    database = await openDatabase(target);
    app = await buildApp({ config: testConfig({ database: target }), database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await drop?.();
  });

  const expectUnavailable = (response: Awaited<ReturnType<FastifyInstance['inject']>>) => {
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(ApiError.parse(response.json())).toEqual({
      code: 'UNAVAILABLE',
      message: SERVER_MESSAGES.unavailable,
    });
  };

  const ready = () => app.inject({ method: 'GET', url: '/readyz' });

  /** After the proxy recovers, the pool finds the database again: /readyz turns 200. */
  async function expectReadyAgain() {
    let status = 0;
    for (let attempt = 0; attempt < 40 && status !== 200; attempt++) {
      status = (await ready()).statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
  }

  it('responds through the proxy while it forwards', async () => {
    expect((await ready()).statusCode).toBe(200);
    expect((await postToken(app, 'alex', 'Welcome2026!')).statusCode).toBe(200);
  });

  it('refused: 503 with Retry-After and the envelope, /readyz 503, then 200 after recovery', async () => {
    const token = await sessionToken(app, 'alex');
    await proxy.setMode('refuse');
    expectUnavailable(await postToken(app, 'alex', 'Welcome2026!'));
    expectUnavailable(
      await app.inject({
        method: 'GET',
        url: '/api/account',
        headers: { host: HOST_BY_DOMAIN[1], authorization: `Bearer ${token}` },
      }),
    );
    expectUnavailable(await ready());
    await proxy.setMode('forward');
    await expectReadyAgain();
    expect((await postToken(app, 'alex', 'Welcome2026!')).statusCode).toBe(200);
  });

  it('stalled: 503 once the configured bound passes, /readyz 503, then 200 after recovery', async () => {
    const token = await sessionToken(app, 'alex');
    await proxy.setMode('stall');
    const [signIn, account] = await Promise.all([
      postToken(app, 'alex', 'Welcome2026!'),
      app.inject({
        method: 'GET',
        url: '/api/account',
        headers: { host: HOST_BY_DOMAIN[1], authorization: `Bearer ${token}` },
      }),
    ]);
    expectUnavailable(signIn);
    expectUnavailable(account);
    expectUnavailable(await ready());
    await proxy.setMode('forward');
    await expectReadyAgain();
    expect((await postToken(app, 'alex', 'Welcome2026!')).statusCode).toBe(200);
  });
});
