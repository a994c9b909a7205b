import { getServerMessageText, SERVER_MESSAGES, SMART_SERVER_MESSAGES, serverMessage } from '@dash/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadRequestError, RouteNotFoundError, TooManyRequestsError } from '../src/errors';
import { SMART_PATHS } from '../src/fhir/fhir-paths';
import errorHandler from '../src/plugins/error-handler';
import { OAuthError } from '../src/services/smart/oauth-error';

const app = Fastify({ logger: false });
const fail = (error: Error) => async () => {
  throw error;
};
beforeAll(async () => {
  await app.register(errorHandler);
  app.get(
    '/fhir/r4/limited',
    fail(new TooManyRequestsError('server.tooManyRequests', { retryAfterSeconds: 7 })),
  );
  app.get('/fhir/r4/database', fail(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })));
  app.post(SMART_PATHS.token, fail(new OAuthError('invalid_client', 'The client is not known.', 401)));
  app.get(SMART_PATHS.authorize, fail(new BadRequestError('smart.unknownClient')));
  app.get(SMART_PATHS.jwks, fail(new TooManyRequestsError('server.tooManyRequests')));
  const wrongCode = serverMessage('mfa.wrongCode', 2);
  app.get(
    '/api/wrong-code',
    fail(
      new BadRequestError(wrongCode, {
        fieldErrors: { code: [wrongCode], city: [{ text: 'City is a required field' }] },
      }),
    ),
  );
  // As plugins/framework-pages.ts does for anything that is not a page.
  app.setNotFoundHandler(async (request) => {
    throw new RouteNotFoundError(request.method, request.url);
  });
  await app.ready();
});
afterAll(() => app.close());

describe('one error handler, the format each caller expects (issue 37 §3)', () => {
  it('responds under the FHIR API with an OperationOutcome, keeping Retry-After', async () => {
    const response = await app.inject({ method: 'GET', url: '/fhir/r4/limited' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['content-type']).toMatch(/^application\/fhir\+json/);
    expect(response.headers['retry-after']).toBe('7');
    expect(response.json()).toEqual({
      resourceType: 'OperationOutcome',
      issue: [{ severity: 'error', code: 'throttled', diagnostics: SERVER_MESSAGES.tooManyRequests }],
    });
  });

  it('responds to an unavailable database under FHIR with 503, transient, and Retry-After', async () => {
    const response = await app.inject({ method: 'GET', url: '/fhir/r4/database' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json().issue[0]).toMatchObject({ code: 'transient' });
  });

  it('responds to an unknown address under FHIR as not-supported, elsewhere with the envelope', async () => {
    const fhir = await app.inject({ method: 'GET', url: '/fhir/r4/Observation?x=1' });
    expect(fhir.statusCode).toBe(404);
    expect(fhir.headers['content-type']).toMatch(/^application\/fhir\+json/);
    expect(fhir.json().issue[0]).toEqual({
      severity: 'error',
      code: 'not-supported',
      diagnostics: 'GET /fhir/r4/Observation is not supported by this server.',
    });
    const api = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 'NOT_FOUND', message: 'No such address: GET /api/nothing-here' });
  });

  it('responds at a SMART endpoint with an OAuth error, never cached, naming the scheme on 401', async () => {
    const response = await app.inject({ method: 'POST', url: SMART_PATHS.token });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Basic realm="smart"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      error: 'invalid_client',
      error_description: 'The client is not known.',
    });
    const limited = await app.inject({ method: 'GET', url: SMART_PATHS.jwks });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.json()).toEqual({
      error: 'slow_down',
      error_description: SERVER_MESSAGES.tooManyRequests,
    });
  });

  it('responds to a refused authorize step, which a browser opens, with a page', async () => {
    const response = await app.inject({ method: 'GET', url: SMART_PATHS.authorize });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(SMART_SERVER_MESSAGES.unknownClient);
  });

  it('responds to a SMART method it does not serve as FHIR does, not as an OAuth page', async () => {
    const response = await app.inject({ method: 'GET', url: SMART_PATHS.token });
    expect(response.statusCode).toBe(404);
    expect(response.json().issue[0]).toMatchObject({ code: 'not-supported' });
  });
});

describe("the envelope's messages, chosen by key in the request's language (issue 37 §4)", () => {
  const get = (url: string, language?: string) =>
    app.inject({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} });

  it('writes a message with its values, and its field messages, in Spanish when asked', async () => {
    const spanish = (await get('/api/wrong-code', 'es-MX,es;q=0.9')).json();
    const wrongCode = getServerMessageText(serverMessage('mfa.wrongCode', 2), 'es');
    expect(wrongCode).toMatch(/^Ese código no es correcto\. Le quedan 2 intentos/);
    // A rule's own words (validateAddress's) go as they are, for the web's form to word.
    expect(spanish).toEqual({
      code: 'BAD_REQUEST',
      message: wrongCode,
      fieldErrors: { code: [wrongCode], city: ['City is a required field'] },
    });
    const english = (await get('/api/wrong-code')).json();
    expect(english.message).toBe(getServerMessageText(serverMessage('mfa.wrongCode', 2), 'en'));
  });

  it('names an unknown address in Spanish too', async () => {
    expect((await get('/api/nothing-here', 'es')).json()).toEqual({
      code: 'NOT_FOUND',
      message: 'No existe esta dirección: GET /api/nothing-here',
    });
  });
});
