import { getTotpStep } from '@dash/domain';
import { API_PATHS, MfaEnrolmentStarted, TokenResponse } from '@dash/domain/api';
import { PERSONA_PASSWORD } from '@dash/domain/personas';
import type { FastifyInstance } from 'fastify';
import { HOTP, Secret } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/connection';
import { createGatewayMetrics } from '../src/metrics/gateway-metrics';
import { type MetricsServer, startMetricsServer } from '../src/metrics/metrics-server';
import { authGet, postToken, sessionToken, staffSessionToken } from './helpers/sign-in';
import { startSmtpCatcher } from './helpers/smtp-catcher';
import { createPostgresCopy, testConfig } from './helpers/test-app';

/**
 * Issue 40 §2: the gateway's metrics, read from /metrics on their own port after a few calls of each
 * kind, and never served on the public one.
 */
describe.skipIf(process.env.TEST_DATABASE !== 'postgres')('the metrics on METRICS_PORT', () => {
  const metrics = createGatewayMetrics();
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let server: MetricsServer;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const copy = await createPostgresCopy();
    drop = copy.drop;
    database = await openDatabase(
      { kind: 'postgres', url: copy.url, poolSize: 5 },
      { onQueryTime: (ms, failed) => metrics.observeQuery(ms, failed) },
    );
    // A mail server that refuses: every message's first attempt fails (a job failure).
    const refused = await startSmtpCatcher();
    await refused.close();
    const config = testConfig({
      lockoutThreshold: 3,
      rateLimit: { windowSeconds: 60, perClient: 100_000, perAccount: 6, redisPrefix: 'dash-test-metrics:' },
      mail: { smtpUrl: refused.url },
      metricsPort: 9464,
    });
    app = await buildApp({ config, database, metrics, logger: false });
    await app.ready();
    server = await startMetricsServer(metrics, { port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server?.close();
    await app?.close();
    await database?.close();
    await drop?.();
  });

  const scrape = async () => {
    const response = await fetch(`http://127.0.0.1:${server.port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };
  /** The sample of `name` whose labels include `labels`, in any order. */
  const sample = (text: string, name: string, labels: Record<string, string> = {}) =>
    text
      .split('\n')
      .find(
        (line) =>
          (line.startsWith(`${name} `) || line.startsWith(`${name}{`)) &&
          Object.entries(labels).every(([label, value]) => line.includes(`${label}="${value}"`)),
      );
  const sampleValue = (text: string, name: string, labels: Record<string, string> = {}) =>
    Number(sample(text, name, labels)?.split(' ').at(-1));

  /** The session's member enrols the authenticator app and confirms it with a current code. */
  const turnOnAuthenticatorApp = async (session: string) => {
    const headers = { host: 'localhost', authorization: `Bearer ${session}` };
    const started = await app.inject({
      method: 'POST',
      url: API_PATHS.mfaEnrolment,
      headers,
      payload: { method: 'totp', password: PERSONA_PASSWORD },
    });
    const { secret } = MfaEnrolmentStarted.parse(started.json());
    if (!secret) throw new Error('no secret');
    const code = HOTP.generate({ secret: Secret.fromBase32(secret), counter: getTotpStep(new Date()) });
    const confirmed = await app.inject({
      method: 'POST',
      url: API_PATHS.mfaEnrolmentConfirm,
      headers,
      payload: { code },
    });
    expect(confirmed.statusCode).toBe(200);
  };

  it('counts requests, sign-ins, failures, lockouts, refusals, login-as, MFA challenges, cache reads, jobs and queries', async () => {
    // A member's cached read twice (a miss, then a hit), and a route with a parameter.
    const alex = await sessionToken(app, 'alex');
    expect((await authGet(app, API_PATHS.account, alex)).statusCode).toBe(200);
    expect((await authGet(app, API_PATHS.account, alex)).statusCode).toBe(200);
    await authGet(app, '/api/claims/NO-SUCH-CLAIM-42', alex);
    // Wrong passwords until the account locks, then past the per-account limit: refused with 429.
    const refusals: number[] = [];
    for (let i = 0; i < 8; i++)
      refusals.push((await postToken(app, 'morgan', 'not-the-password')).statusCode);
    expect(refusals).toContain(429);
    // Staff logs in as a member; a username recovery queues a message the mail server refuses.
    await staffSessionToken(app, 'K10040002');
    const recovery = await app.inject({
      method: 'POST',
      url: API_PATHS.usernameRecovery,
      headers: { host: 'localhost' },
      payload: { identifier: 'K10040002', firstName: 'Robin', lastName: 'Okafor', dateOfBirth: '1979-09-30' },
    });
    expect(recovery.statusCode).toBe(200);
    // jordan turns on the authenticator app; the next sign-in is asked for the code.
    await turnOnAuthenticatorApp(await sessionToken(app, 'jordan'));
    const challenged = TokenResponse.parse((await postToken(app, 'jordan', PERSONA_PASSWORD)).json());
    expect(challenged.mfa).toBe('totp');

    // The message's first attempt has failed by the time the worker, woken at once, has tried.
    let text = await scrape();
    for (let i = 0; i < 100 && !sample(text, 'dash_job_failures_total'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      text = await scrape();
    }

    expect(
      sampleValue(text, 'dash_http_requests_total', { method: 'GET', route: '/api/account', status: '200' }),
    ).toBe(2);
    expect(
      sample(text, 'dash_http_requests_total', { method: 'GET', route: '/api/claims/:claimNumber' }),
    ).toBeDefined();
    expect(text).not.toContain('NO-SUCH-CLAIM-42');
    expect(
      sample(text, 'dash_http_request_duration_seconds_bucket', {
        le: '0.1',
        method: 'GET',
        route: '/api/account',
      }),
    ).toBeDefined();
    expect(sampleValue(text, 'dash_response_cache_reads_total', { result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(sampleValue(text, 'dash_response_cache_reads_total', { result: 'miss' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(sampleValue(text, 'dash_sign_ins_total')).toBeGreaterThanOrEqual(4);
    expect(sampleValue(text, 'dash_sign_in_failures_total', { reason: 'bad-credentials' })).toBe(3);
    expect(sampleValue(text, 'dash_sign_in_failures_total', { reason: 'locked' })).toBeGreaterThanOrEqual(1);
    expect(sampleValue(text, 'dash_lockouts_total')).toBe(1);
    expect(
      sampleValue(text, 'dash_rate_limit_refusals_total', { route: '/api/token' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sampleValue(text, 'dash_login_as_sessions_total')).toBe(1);
    expect(sampleValue(text, 'dash_mfa_challenges_total')).toBe(1);
    expect(sampleValue(text, 'dash_job_failures_total', { kind: 'send-mail' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'dash_job_queue_depth', { queue: 'send-mail' })).toBeDefined();
    expect(sample(text, 'dash_job_queue_depth', { queue: 'send-mail-gave-up' })).toBeDefined();
    expect(sampleValue(text, 'dash_db_query_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThan(10);
    expect(sampleValue(text, 'dash_db_pool_size')).toBe(5);
    expect(sample(text, 'dash_db_pool_in_use')).toBeDefined();
    expect(sample(text, 'dash_process_cpu_seconds_total')).toBeDefined();
  });

  it('are off unless METRICS_PORT is set, and never on the public PORT', async () => {
    const env = { TOKEN_SECRET: 'x'.repeat(40), DATA_DIR: '/nonexistent' };
    expect((await loadConfig(env)).metricsPort).toBeUndefined();
    expect((await loadConfig({ ...env, METRICS_PORT: '9464' })).metricsPort).toBe(9464);
    await expect(loadConfig({ ...env, PORT: '9464', METRICS_PORT: '9464' })).rejects.toThrow('METRICS_PORT');
  });

  it('is never served on the public port, and the metrics port serves nothing else', async () => {
    expect(app.hasRoute({ method: 'GET', url: '/metrics' })).toBe(false);
    const publicResponse = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { host: 'localhost' },
    });
    expect(publicResponse.statusCode).not.toBe(200);
    expect(publicResponse.body).not.toContain('dash_http_requests_total');
    expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${server.port}/api/account`)).status).toBe(404);
  });
});
