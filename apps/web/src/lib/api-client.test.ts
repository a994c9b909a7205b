import { TokenResponse } from '@dash/domain/api';
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { mockApi, reply, replyError, replyNoContent } from '../../test/fetch-mock';
import { apiRequest } from './api-client';
import { HttpError } from './http-error';
import { setHttpErrorListener } from './http-error-listener';
import { setLocale } from './i18n/locale';
import { clearSession, setTemporaryToken, startSession, whileSessionEnds } from './session';

const respond = () => reply(TokenResponse, { token: 't', redirect: null });

describe('the bearer rule (document 1 §6)', () => {
  it.each([
    ['no session token, no header: none', null, {}, undefined, null],
    ['a session token and no header: the session token', 'session', {}, undefined, 'Bearer session'],
    [
      'an Authorization header already set is kept',
      'session',
      { Authorization: 'Basic abc' },
      undefined,
      'Basic abc',
    ],
    ['a pre-login call passes the temporary token', null, {}, 'temporary', 'Bearer temporary'],
    ['the explicit token wins over the session token', 'session', {}, 'temporary', 'Bearer temporary'],
  ])('%s', async (_name, sessionToken, headers, token, expected) => {
    if (sessionToken) startSession(sessionToken);
    const api = mockApi({ 'GET /api/brand': respond });
    await apiRequest('/api/brand', { schema: TokenResponse, headers, token });
    expect(api.requests[0]?.headers.get('Authorization')).toBe(expected);
  });

  it('does not send a temporary token that was only stored', async () => {
    setTemporaryToken('temporary');
    const api = mockApi({ 'GET /api/brand': respond });
    await apiRequest('/api/brand', { schema: TokenResponse });
    expect(api.requests[0]?.headers.get('Authorization')).toBeNull();
  });
});

describe('the language header (issue 17)', () => {
  it('sends the language in use on every call, so the gateway responds in it', async () => {
    const api = mockApi({ 'GET /api/brand': respond, 'POST /api/token': respond });
    await apiRequest('/api/brand', { schema: TokenResponse });
    await act(() => setLocale('es', { notify: false }));
    await apiRequest('/api/token', { method: 'POST', body: {}, schema: TokenResponse });
    expect(api.requests.map((request) => request.headers.get('Accept-Language'))).toEqual(['en', 'es']);
  });
});

describe('apiRequest', () => {
  it('sends a JSON body and parses the response with the schema', async () => {
    const api = mockApi({ 'POST /api/token': respond });
    const result = await apiRequest('/api/token', { method: 'POST', body: { a: 1 }, schema: TokenResponse });
    expect(result).toEqual({ token: 't', redirect: null });
    expect(api.requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(await api.requests[0]?.json()).toEqual({ a: 1 });
  });

  it('rejects a response that does not match the contract', async () => {
    mockApi({ 'GET /api/brand': () => Response.json({ token: 1 }) });
    await expect(apiRequest('/api/brand', { schema: TokenResponse })).rejects.toThrow(z.ZodError);
  });

  it('imports the schema beside the request when given its import, and parses with it (decision 072)', async () => {
    const api = mockApi({ 'GET /api/brand': respond });
    const schema = vi.fn(() => import('@dash/domain/api/token').then((m) => m.TokenResponse));
    const pending = apiRequest('/api/brand', { schema });
    // Asked for as the request is sent, not after its response.
    expect(schema).toHaveBeenCalledTimes(1);
    await expect(pending).resolves.toEqual({ token: 't', redirect: null });
    expect(api.requests).toHaveLength(1);
    mockApi({ 'GET /api/brand': () => Response.json({ token: 1 }) });
    await expect(
      apiRequest('/api/brand', {
        schema: () => import('@dash/domain/api/token').then((m) => m.TokenResponse),
      }),
    ).rejects.toThrow(z.ZodError);
  });

  it('fails with the request’s error, not the import’s, when both fail', async () => {
    mockApi({ 'GET /api/brand': () => replyError(500, { code: 'X', message: 'failed' }) });
    setHttpErrorListener(() => {});
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      await expect(
        apiRequest('/api/brand', { schema: () => Promise.reject(new Error('chunk not loaded')) }),
      ).rejects.toMatchObject({ status: 500 });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
      setHttpErrorListener(null);
    }
  });

  it('parses a 204 as null and text/plain as text', async () => {
    mockApi({
      'POST /api/logout': replyNoContent,
      'GET /api/account/status': () => new Response('ACT', { headers: { 'Content-Type': 'text/plain' } }),
    });
    await expect(apiRequest('/api/logout', { method: 'POST', schema: z.null() })).resolves.toBeNull();
    await expect(apiRequest('/api/account/status', { schema: z.string() })).resolves.toBe('ACT');
  });

  it('throws an HttpError with the status, the envelope and the address, after telling the listener', async () => {
    const heard = vi.fn();
    setHttpErrorListener(heard);
    mockApi({
      'POST /api/token': () => replyError(401, { code: 'ACCOUNT_LOCKED', message: 'locked' }),
    });
    const failure = apiRequest('/api/token', { method: 'POST', schema: TokenResponse });
    await expect(failure).rejects.toMatchObject({
      status: 401,
      body: { code: 'ACCOUNT_LOCKED', message: 'locked' },
      url: '/api/token',
      method: 'POST',
    });
    expect(heard).toHaveBeenCalledWith(expect.any(HttpError));
    setHttpErrorListener(null);
  });

  it('keeps the failed response’s request id and the trace its Server-Timing names (issue 40 §2)', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    mockApi({
      'GET /api/home': () =>
        new Response(JSON.stringify({ code: 'INTERNAL', message: 'x' }), {
          status: 500,
          headers: {
            'Content-Type': 'application/json',
            'x-request-id': 'r-7',
            'server-timing': `traceparent;desc="00-${traceId}-00f067aa0ba902b7-01"`,
          },
        }),
      'GET /api/shell': () => replyError(503, { code: 'UNAVAILABLE', message: 'x' }),
    });
    await expect(
      apiRequest('/api/home', { schema: TokenResponse, globalErrorHandling: 'never' }),
    ).rejects.toMatchObject({ requestId: 'r-7', traceId });
    // Without tracing the gateway sends no such entry: no trace id, not a made-up one.
    await expect(
      apiRequest('/api/shell', { schema: TokenResponse, globalErrorHandling: 'never' }),
    ).rejects.toMatchObject({ traceId: null });
  });

  it('parses the envelope with its contract: unknown keys dropped, a body that does not match it never cast', async () => {
    const failWith = (body: unknown) => {
      mockApi({ 'GET /api/account': () => Response.json(body, { status: 400 }) });
      return apiRequest('/api/account', { schema: z.string() }).catch((error: unknown) => error);
    };
    const full = { code: 'BAD_REQUEST', message: 'm', fieldErrors: { a: ['x'] }, attemptsRemaining: 2 };
    expect(await failWith({ ...full, internal: 'stack' })).toMatchObject({ status: 400, body: full });
    expect(((await failWith({ ...full, internal: 'stack' })) as HttpError).body).not.toHaveProperty(
      'internal',
    );
    for (const body of [
      { code: 'BAD_REQUEST' },
      { code: 1, message: 'm' },
      { code: 'BAD_REQUEST', message: 'm', fieldErrors: { a: 'x' } },
      { code: 'BAD_REQUEST', message: 'm', attemptsRemaining: -1 },
      { code: 'BAD_REQUEST', message: 'm', attemptsRemaining: 1.5 },
      ['BAD_REQUEST'],
      null,
    ])
      expect(await failWith(body)).toMatchObject({ status: 400, body: null });
  });

  it('keeps the envelope null when the failure has none, and reports an unreachable gateway as status 0', async () => {
    mockApi({ 'GET /api/account': () => new Response('Bad gateway', { status: 502 }) });
    await expect(apiRequest('/api/account', { schema: z.string() })).rejects.toMatchObject({
      status: 502,
      body: null,
    });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiRequest('/api/account', { schema: z.string() })).rejects.toMatchObject({ status: 0 });
  });

  it.each([
    ['the default', undefined, 500, undefined, true],
    ['the screen’s own call', false, 500, undefined, false],
    ['the screen’s own call', false, 400, undefined, false],
    // The session has ended, wherever that is heard: the member signs in again (document 1 §8).
    ['the screen’s own call', false, 401, undefined, true],
    // A call with a token of its own (logout, the prompts) is not the session's.
    ['the screen’s own call', false, 401, 'temporary', false],
    ['the error reporter', 'never', 401, undefined, false],
  ] as const)(
    '%s (%s) with a %i, token %s: heard by the global handling: %s',
    async (_name, handling, status, token, heard) => {
      startSession('session');
      const listener = vi.fn();
      setHttpErrorListener(listener);
      mockApi({ 'PUT /api/account/address': () => replyError(status, { code: 'X', message: 'no' }) });
      await expect(
        apiRequest('/api/account/address', {
          method: 'PUT',
          schema: z.null(),
          ...(handling === undefined ? {} : { globalErrorHandling: handling }),
          ...(token ? { token } : {}),
        }),
      ).rejects.toBeInstanceOf(HttpError);
      expect(listener).toHaveBeenCalledTimes(heard ? 1 : 0);
      setHttpErrorListener(null);
    },
  );
});

describe('a 401 for a session already ending (issue 9: leaving a login-as)', () => {
  it.each([
    ['the session is being ended on purpose', 'ending', true],
    ['the session was replaced by a new sign-in', 'replaced', true],
    ['the session is current', 'current', false],
  ] as const)('%s: the 401 is stale: %s', async (_case, state, stale) => {
    startSession(`first-${state}`);
    const heard: number[] = [];
    setHttpErrorListener((error) => heard.push(error.status));
    let respond: (response: Response) => void = () => undefined;
    mockApi({ 'GET /api/shell': () => new Promise<Response>((resolve) => (respond = resolve)) });
    const inFlight = apiRequest('/api/shell', { schema: z.unknown() }).catch((error: unknown) => error);
    if (state === 'ending') void whileSessionEnds(() => new Promise(() => undefined));
    if (state === 'replaced') startSession('second');
    await vi.waitFor(() => expect(respond).not.toBeNull());
    respond(
      Response.json(
        { code: 'UNAUTHORIZED', message: 'Your session has ended. Please log in again.' },
        { status: 401 },
      ),
    );
    expect(await inFlight).toBeInstanceOf(HttpError);
    expect(heard).toEqual(stale ? [] : [401]);
    setHttpErrorListener(null);
  });

  it('ignores a leftover call without a session just after one was ended on purpose, until the next sign-in', async () => {
    startSession('leaving');
    await whileSessionEnds(() => Promise.resolve('staff token'));
    clearSession();
    const heard: number[] = [];
    setHttpErrorListener((error) => heard.push(error.status));
    const unauthorized = () =>
      replyError(401, { code: 'UNAUTHORIZED', message: 'Your session has ended. Please log in again.' });
    mockApi({ 'GET /api/shell': unauthorized });
    await expect(apiRequest('/api/shell', { schema: z.unknown() })).rejects.toBeInstanceOf(HttpError);
    expect(heard).toEqual([]);
    startSession('next');
    await expect(apiRequest('/api/shell', { schema: z.unknown() })).rejects.toBeInstanceOf(HttpError);
    expect(heard).toEqual([401]);
    setHttpErrorListener(null);
  });

  it('leaves the session standing when ending it fails, so a later 401 is heard again', async () => {
    startSession('kept');
    await expect(whileSessionEnds(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    const heard: number[] = [];
    setHttpErrorListener((error) => heard.push(error.status));
    mockApi({
      'GET /api/shell': () =>
        replyError(401, { code: 'UNAUTHORIZED', message: 'Your session has ended. Please log in again.' }),
    });
    await expect(apiRequest('/api/shell', { schema: z.unknown() })).rejects.toBeInstanceOf(HttpError);
    expect(heard).toEqual([401]);
    setHttpErrorListener(null);
  });
});
