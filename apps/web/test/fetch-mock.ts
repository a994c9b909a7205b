import { Accreditation, type API_PATHS, ApiError } from '@dash/domain/api';
import { vi } from 'vitest';
import type { z } from 'zod';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** A declared path with its `:name` parameters filled by any value ("/api/message/calendar/domain/1"). */
type Filled<Path extends string> = Path extends `${infer Head}:${string}/${infer Tail}`
  ? `${Head}${string}/${Filled<Tail>}`
  : Path extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : Path;
/**
 * "POST /api/token": a method and a path, as the gateway contract names its calls. Only the paths of
 * API_PATHS type-check, so a handler cannot mock an address the client and the gateway do not use.
 */
export type RouteKey = `${Method} ${Filled<(typeof API_PATHS)[keyof typeof API_PATHS]>}`;
export type Handler = (request: Request) => Response | Promise<Response>;

let unhandled: string[] = [];

export function takeUnhandledRequests(): string[] {
  const taken = unhandled;
  unhandled = [];
  return taken;
}

/**
 * What every page asks for, signed in or not: the footer's accreditation badge (document 1 §2). A test
 * may respond to it otherwise by naming it.
 */
const PAGE_HANDLERS: Partial<Record<RouteKey, Handler>> = {
  'GET /api/outside/accreditation': () =>
    Response.json(
      Accreditation.parse({
        logo: '/api/outside/accreditation/logo.svg',
        description: 'Accredited health plan',
      }),
    ),
};

/** Responds to fetch from the handlers; every request is recorded, an unhandled one fails the test. */
export function mockApi(handlers: Partial<Record<RouteKey, Handler>>) {
  // Looked up, not spread: `handlers` may be a Proxy that responds to every other call (other-calls.ts).
  const table: Partial<Record<string, Handler>> = handlers;
  const pageHandlers: Partial<Record<string, Handler>> = PAGE_HANDLERS;
  const requests: Request[] = [];
  vi.stubGlobal('fetch', async (input: string | URL, init: RequestInit = {}) => {
    // jsdom's AbortSignal is not Node's: the request is rebuilt without it.
    const { signal: _signal, ...rest } = init;
    const request = new Request(new URL(input, window.location.origin), rest);
    requests.push(request);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const handler = table[key] ?? pageHandlers[key];
    if (!handler) {
      unhandled.push(key);
      throw new TypeError(`no handler for ${key}`);
    }
    return handler(request.clone());
  });
  return {
    requests,
    /** The requests made to one route, in order. */
    requestsTo: (route: RouteKey) =>
      requests.filter((request) => `${request.method} ${new URL(request.url).pathname}` === route),
  };
}

/** A JSON response that must parse with its contract schema, so fixtures cannot drift from the gateway. */
export function reply<T extends z.ZodType>(schema: T, data: z.input<T>, status = 200): Response {
  return Response.json(schema.parse(data), { status });
}

export function replyError(status: number, body: ApiError): Response {
  return Response.json(ApiError.parse(body), { status });
}

export function replyNoContent(): Response {
  return new Response(null, { status: 204 });
}

/** A handler that waits until the test lets it respond. */
export function deferred(respond: () => Response) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler: Handler = async () => {
    await gate;
    return respond();
  };
  return { handler, release: () => release() };
}
