import { API_PATHS, type ClientErrorReport } from '@dash/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyToken } from '../src/auth/tokens';
import { HOST_BY_DOMAIN, sessionToken } from './helpers/sign-in';
import { createTestApp, type TestApp, testConfig } from './helpers/test-app';

const lines: string[] = [];
let t: TestApp;
let limited: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { write: (line) => lines.push(line) });
  const { rateLimit } = testConfig();
  limited = await createTestApp({ rateLimit: { ...rateLimit, perClient: 3 } });
});
afterAll(async () => {
  await t.close();
  await limited.close();
});

const report: ClientErrorReport = {
  kind: 'boundary',
  reference: 'K7QM-3XWD',
  name: 'TypeError',
  message: 'Failed to fetch dynamically imported module',
  stack: 'TypeError: Failed to fetch\n    at http://medicare.localhost/assets/c-abc.js:1:2',
  page: '/home',
  buildId: 'build-123',
  requestId: 'req-9',
  traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
};

const post = (app: TestApp['app'], payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: API_PATHS.clientErrors,
    headers: { host: HOST_BY_DOMAIN[2], 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

interface LoggedReport {
  reqId?: string;
  msg?: string;
  clientError?: Record<string, unknown>;
}
const reportsLogged = () =>
  lines
    .map((line) => JSON.parse(line) as LoggedReport)
    .filter((record) => record.msg === 'browser error reported');

describe('POST client-errors (issue 36)', () => {
  it('logs a signed-out page’s error with its page, build, reference, request ids and trace id', async () => {
    const response = await post(t.app, report, { 'x-request-id': 'report-1' });
    expect(response.statusCode, response.body).toBe(204);
    const logged = reportsLogged().find((record) => record.reqId === 'report-1');
    expect(logged?.clientError).toMatchObject({
      kind: 'boundary',
      reference: 'K7QM-3XWD',
      page: '/home',
      buildId: 'build-123',
      failedRequestId: 'req-9',
      // Issue 40 §2: the trace of the failed response, so the report leads to the server's spans.
      failedTraceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      domainId: 2,
      sessionId: null,
    });
  });

  it('names a session by its pseudonymous id only, and masks addresses and numbers in the words', async () => {
    const token = await sessionToken(t.app, 'margaret', 2);
    const claims = verifyToken(token, t.config.tokenSecret);
    const response = await post(
      t.app,
      {
        ...report,
        memberId: '900200002',
        username: 'margaret',
        message: 'no plan for margaret.m@example.com, member 900200001',
        stack: 'at /api/claims?suffix=0&startDate=2026-01-01',
      },
      { authorization: `Bearer ${token}`, 'x-request-id': 'report-2' },
    );
    expect(response.statusCode, response.body).toBe(204);
    const logged = reportsLogged().find((record) => record.reqId === 'report-2');
    expect(logged?.clientError?.sessionId).toBe(claims?.sid);
    expect(logged?.clientError?.message).toBe('no plan for [email], member [number]');
    expect(logged?.clientError?.stack).toBe('at /api/claims?[query]');
    const text = JSON.stringify(logged);
    for (const secret of ['margaret', '900200001', '900200002', token]) expect(text).not.toContain(secret);
  });

  it.each<[string, unknown, number]>([
    ['an address in place of the route', { ...report, page: '/claims?suffix=1' }, 400],
    ['no reference', { ...report, reference: undefined }, 400],
    ['a trace id that is not one', { ...report, traceId: 'x'.repeat(32) }, 400],
    ['not JSON', '{"kind":', 400],
    ['a body past 8 KiB', { ...report, stack: 'x'.repeat(9000) }, 413],
  ])('refuses %s with %i, never a 500, and logs nothing', async (_name, payload, status) => {
    const before = reportsLogged().length;
    const response = await post(t.app, payload);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toHaveProperty('code');
    expect(reportsLogged().length).toBe(before);
  });

  it('is rate limited per client address: past the limit, 429 with Retry-After', async () => {
    const call = () => post(limited.app, report);
    for (let index = 0; index < 3; index += 1) expect((await call()).statusCode).toBe(204);
    const refused = await call();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
