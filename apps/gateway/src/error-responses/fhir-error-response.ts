import type { FastifyRequest } from 'fastify';
import { AppError, RouteNotFoundError } from '../errors';
import { FHIR_CONTENT_TYPE } from '../fhir/fhir-paths';
import { FhirError, type OutcomeCode, operationOutcome } from '../fhir/operation-outcome';
import type { ErrorResponse } from './error-format';

const OUTCOME_BY_STATUS: Readonly<Record<number, OutcomeCode>> = {
  400: 'invalid',
  401: 'login',
  403: 'forbidden',
  404: 'not-found',
  429: 'throttled',
  503: 'transient',
};

function outcome(status: number, code: OutcomeCode, message: string, retryAfter?: number): ErrorResponse {
  const headers: Record<string, string> = {};
  if (status === 401) headers['www-authenticate'] = 'Bearer realm="fhir", error="invalid_token"';
  if (retryAfter !== undefined) headers['retry-after'] = String(retryAfter);
  return { status, type: FHIR_CONTENT_TYPE, headers, body: operationOutcome(code, message) };
}

/**
 * A failure of the Patient Access API (issue 18) as an OperationOutcome with one issue, in
 * application/fhir+json: a FHIR error as it was thrown, the gateway's own refusals (the rate limit's
 * 429 above all) with their status and Retry-After, an address the API does not serve as
 * `not-supported`, and anything unexpected logged and sent without internals.
 */
export function getFhirErrorResponse(
  error: Error & { statusCode?: number; validation?: unknown },
  request: FastifyRequest,
): ErrorResponse {
  if (error instanceof FhirError) return outcome(error.statusCode, error.code, error.message);
  if (error instanceof RouteNotFoundError) {
    const path = request.url.split('?')[0];
    return outcome(404, 'not-supported', `${request.method} ${path} is not supported by this server.`);
  }
  if (error instanceof AppError) {
    const code = OUTCOME_BY_STATUS[error.statusCode] ?? 'invalid';
    return outcome(error.statusCode, code, error.message, error.options.retryAfterSeconds);
  }
  if (error.validation !== undefined) {
    return outcome(400, 'invalid', `The request is not valid: ${error.message}`);
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'FHIR request failed');
    return outcome(status, 'exception', 'Something went wrong. Please try again later.');
  }
  return outcome(status, OUTCOME_BY_STATUS[status] ?? 'invalid', error.message);
}
