import { SMART_SERVER_MESSAGES } from '@dash/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { OAuthError } from '../services/smart/oauth-error';
import type { ErrorResponse } from './error-format';

/** No OAuth response is stored by a cache (RFC 6749 §5.1). */
const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' } as const;

const errorPage = (message: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>App connection refused</title></head><body><main><h1>App connection refused</h1><p>${message}</p></main></body></html>`;

/**
 * A failure of a SMART endpoint (issue 18, decision 022) as an OAuth 2.0 error `{error,
 * error_description}` (RFC 6749 §5.2), never cached: 401 names the Basic scheme the client
 * authenticates with, 429 is `slow_down` with Retry-After. The gateway's own refusals of the authorize
 * step, which a browser opens, are a page instead: an unknown app or address is never redirected to.
 * The descriptions are read by apps, not members, and stay English.
 */
export function getOAuthErrorResponse(
  error: Error & { statusCode?: number; validation?: unknown },
  request: FastifyRequest,
): ErrorResponse {
  if (error instanceof OAuthError) {
    return {
      status: error.statusCode,
      headers:
        error.statusCode === 401 ? { ...NO_STORE, 'www-authenticate': 'Basic realm="smart"' } : NO_STORE,
      body: { error: error.error, error_description: error.description },
    };
  }
  if (error instanceof AppError && error.statusCode === 429) {
    return {
      status: 429,
      headers: { ...NO_STORE, 'retry-after': String(error.options.retryAfterSeconds ?? 60) },
      body: { error: 'slow_down', error_description: error.message },
    };
  }
  if (error instanceof AppError && error.statusCode < 500) {
    return {
      status: error.statusCode,
      headers: NO_STORE,
      type: 'text/html; charset=utf-8',
      body: errorPage(error.message),
    };
  }
  if (error.validation !== undefined) {
    return {
      status: 400,
      headers: NO_STORE,
      body: { error: 'invalid_request', error_description: SMART_SERVER_MESSAGES.invalidRequest },
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) request.log.error({ err: error }, 'SMART request failed');
  const retryAfter = error instanceof AppError ? error.options.retryAfterSeconds : undefined;
  return {
    status,
    headers: retryAfter === undefined ? NO_STORE : { ...NO_STORE, 'retry-after': String(retryAfter) },
    body: {
      error: status === 429 ? 'slow_down' : 'server_error',
      error_description: 'Please try again later.',
    },
  };
}
