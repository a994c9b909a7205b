import { SERVER_MESSAGES } from '@dash/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorHandler from '../src/plugins/error-handler';

const app = Fastify({ logger: false });
/** Driver and server codes of a database that is away (issue 10 point 8), each responded to with 503. */
const UNAVAILABLE_CODES = [
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'QUERY_TIMEOUT',
  '57P01',
  '57P03',
  '57014',
  '08006',
  '08001',
  '25P03',
];
beforeAll(async () => {
  await app.register(errorHandler);
  const fail = (error: Error & { code?: string; statusCode?: number }) => async () => {
    throw error;
  };
  app.get(
    '/date-out-of-range',
    fail(Object.assign(new Error('date/time field value out of range'), { code: '22008' })),
  );
  app.get('/numeric-overflow', fail(Object.assign(new Error('numeric field overflow'), { code: '22003' })));
  app.get('/unique-violation', fail(Object.assign(new Error('duplicate key'), { code: '23505' })));
  app.get('/fastify-code', fail(Object.assign(new Error('bad'), { code: 'FST_ERR_X', statusCode: 415 })));
  for (const code of UNAVAILABLE_CODES) {
    app.get(`/unavailable/${code}`, fail(Object.assign(new Error(`driver says ${code}`), { code })));
  }
  app.get(
    '/unavailable/aggregate',
    fail(new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })], 'connect')),
  );
  await app.ready();
});
afterAll(() => app.close());

describe('error envelope for database refusals', () => {
  it.each([
    ['/date-out-of-range', 400, 'BAD_REQUEST'],
    ['/numeric-overflow', 400, 'BAD_REQUEST'],
    // Not the client's value: still an internal error, without internals.
    ['/unique-violation', 500, 'INTERNAL'],
    ['/fastify-code', 415, 'BAD_REQUEST'],
  ])('%s responds %s %s', async (url, status, code) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
    expect(response.body).not.toContain('duplicate key');
  });
});

describe('error envelope for an unavailable database', () => {
  it.each([...UNAVAILABLE_CODES, 'aggregate'])(
    '%s responds 503 UNAVAILABLE with Retry-After',
    async (code) => {
      const response = await app.inject({ method: 'GET', url: `/unavailable/${code}` });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ code: 'UNAVAILABLE', message: SERVER_MESSAGES.unavailable });
    },
  );
});
