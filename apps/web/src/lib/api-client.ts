import { traceIdOfServerTiming } from '@dash/domain';
import type { ApiError } from '@dash/domain/api';
import type { Fetch } from '@/server/load-context';
import { HttpError, type HttpMethod } from './http-error';
import { hearHttpError } from './http-error-listener';
import { getLocale } from './i18n/locale';
import { getSessionToken, isStaleSession } from './session';
import { markSessionUsed } from './session-activity';

/**
 * What a response is parsed with: its zod contract schema (packages/domain/src/api). The type names
 * only `parse`, so this client itself imports no zod (issue 16, Pages): the schema comes with the call.
 */
export interface Contract<T = unknown> {
  parse(value: unknown): T;
}
export type ContractOutput<T extends Contract> = ReturnType<T['parse']>;

/**
 * A contract schema imported when the call is sent, as `() => import('@dash/domain/api/home').then((m) =>
 * m.HomeData)`: zod builds a schema as its module is evaluated, so a page whose data came with its HTML
 * builds none before it is hydrated (decision 072). The import is asked for beside the request.
 */
export type ContractImport<T extends Contract> = () => Promise<T>;

/**
 * What a query function is given (TanStack Query's context): its signal, and its client's `meta`,
 * where a server render's query client carries the render's `fetch` (lib/query-client.ts).
 */
export interface ApiCall {
  readonly signal?: AbortSignal;
  readonly meta?: { readonly fetch?: Fetch } | undefined;
}

/** A query's call as request options: its signal, and how it is sent. */
export const through = (call?: ApiCall) => ({ signal: call?.signal, fetch: call?.meta?.fetch });

export interface RequestOptions<T extends Contract> {
  /** The contract schema the response is parsed with, or its import; a 204 response is parsed as null. */
  schema: T | ContractImport<T>;
  method?: HttpMethod;
  body?: unknown;
  /** Sent as the bearer token instead of the session token: pre-login calls pass the temporary token. */
  token?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
  /**
   * A server render's: the call goes to the gateway's routes as the member whose page it is, who is
   * never the browser's session; no session is read, nor any failure handled globally.
   */
  fetch?: Fetch | undefined;
  /**
   * Whether a failure also goes to the global handling of document 1 §8 (the default, true). false: the
   * screen that made the call shows it in place (a write keeps what the member typed), except a 401 of
   * the session, which always ends it: the session is over wherever that is heard. 'never': not even
   * that (the error reporter's own call, whose failure must not move the member).
   */
  globalErrorHandling?: boolean | 'never';
}

/**
 * Document 1 §6: a bearer token when a session token exists and no authorization header is already set;
 * the language in use, so the gateway's messages come in it (issue 17).
 */
function buildHeaders(options: Omit<RequestOptions<Contract>, 'schema'>): Headers {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json, text/plain');
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', getLocale());
  // A form (files, issue 39 §1) is sent as multipart: the browser writes its type with the boundary.
  if (options.body !== undefined && !(options.body instanceof FormData))
    headers.set('Content-Type', 'application/json');
  if (options.token !== undefined) headers.set('Authorization', `Bearer ${options.token}`);
  const sessionToken = options.fetch ? null : getSessionToken();
  if (!headers.has('Authorization') && sessionToken) headers.set('Authorization', `Bearer ${sessionToken}`);
  return headers;
}

/** The error envelope's schema, for a screen that expects failures to load it ahead of one (the sign-in). */
export const loadErrorEnvelope = () => import('./error-envelope');

/**
 * A failure's error envelope, parsed with its zod schema (lib/error-envelope.ts), or null when the body
 * is no envelope. The schema loads with the first failure, so the first page's scripts hold no zod
 * (issue 16, Pages); a member's pages and the sign-in's calls have loaded zod by then. A schema that
 * cannot be loaded leaves the envelope unread (null), never cast: the HttpError still says the call failed.
 */
async function parseEnvelope(payload: unknown): Promise<ApiError | null> {
  try {
    const { parseErrorEnvelope } = await loadErrorEnvelope();
    return parseErrorEnvelope(payload);
  } catch {
    return null;
  }
}

async function readPayload(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  if (!(response.headers.get('Content-Type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Calls the gateway and parses the response with the contract schema; a failure throws an HttpError. */
export async function apiRequest<T extends Contract>(
  url: string,
  options: RequestOptions<T>,
): Promise<ContractOutput<T>> {
  const schema = typeof options.schema === 'function' ? options.schema() : options.schema;
  // A failed request leaves the import unawaited: its own failure then is not reported as unhandled.
  if (schema instanceof Promise) schema.catch(() => undefined);
  const response = await send(url, options);
  return (await schema).parse(await readPayload(response)) as ContractOutput<T>;
}

/** Calls the gateway for a file (the ID card pdf): its body as a Blob; a failure throws an HttpError. */
export async function apiBlob(
  url: string,
  options: Omit<RequestOptions<Contract>, 'schema'> = {},
): Promise<Blob> {
  const response = await send(url, { ...options, headers: { Accept: '*/*', ...options.headers } });
  return response.blob();
}

/** The request itself: headers, the HttpError of a failure and its global handling. */
async function send(url: string, options: Omit<RequestOptions<Contract>, 'schema'>): Promise<Response> {
  const method = options.method ?? 'GET';
  const onServer = options.fetch !== undefined;
  const sessionAtSend = options.token === undefined && !onServer ? getSessionToken() : null;
  const fail = (status: number, body: ApiError | null, response?: Response): HttpError => {
    const error = new HttpError({
      status,
      body,
      url,
      method,
      requestId: response?.headers.get('x-request-id') ?? null,
      traceId: traceIdOfServerTiming(response?.headers.get('server-timing')),
    });
    if (onServer) return error;
    // A 401 for a session already being ended or replaced (a login-as left, a new sign-in), or for a
    // leftover call just after it ended, is old news: sending the member to /login for it would cut
    // short what follows (the staff person's /login-as).
    const stale = status === 401 && options.token === undefined && isStaleSession(sessionAtSend);
    const handling = options.globalErrorHandling ?? true;
    const sessionEnded = status === 401 && options.token === undefined;
    if ((handling === true || (handling === false && sessionEnded)) && !stale) hearHttpError(error);
    return error;
  };

  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      method,
      headers: buildHeaders(options),
      body:
        options.body === undefined || options.body instanceof FormData
          ? (options.body as FormData | undefined)
          : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw fail(0, null);
  }

  if (!response.ok) {
    const envelope = await parseEnvelope(await readPayload(response));
    throw fail(response.status, envelope, response);
  }
  if (options.token === undefined && !onServer && getSessionToken()) markSessionUsed();
  return response;
}
