import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { asDatabaseUnavailable } from '../db/database-errors';
import { getApiErrorResponse } from '../error-responses/api-error-response';
import { type ErrorFormat, type ErrorResponse, getErrorFormat } from '../error-responses/error-format';
import { getFhirErrorResponse } from '../error-responses/fhir-error-response';
import { getOAuthErrorResponse } from '../error-responses/oauth-error-response';
import type { AppError } from '../errors';

type Failure = FastifyError | AppError;

const RESPONSES: Readonly<Record<ErrorFormat, (error: Failure, request: FastifyRequest) => ErrorResponse>> = {
  api: getApiErrorResponse,
  oauth: getOAuthErrorResponse,
  fhir: getFhirErrorResponse,
};

/**
 * The one place a failure becomes a status: every error thrown by a route, a hook or a service, and
 * every address no route serves (Fastify's not-found handler throws `RouteNotFoundError`), is responded to
 * here in the format its caller expects (error-responses/error-format.ts): the API's envelope, an
 * OAuth error for the SMART endpoints, an OperationOutcome for FHIR, or the page a typed error carries.
 */
async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((thrown: Failure, request, reply) => {
    // A refused, reset or stalled database is the one driver failure the client can act on: try later.
    const unavailable = asDatabaseUnavailable(thrown);
    if (unavailable) request.log.warn({ err: thrown }, 'database unavailable');
    const response = RESPONSES[getErrorFormat(request)](unavailable ?? thrown, request);
    if (response.headers) reply.headers(response.headers);
    if (response.type) reply.type(response.type);
    return reply.code(response.status).send(response.body);
  });
}

export default fp(errorHandler, { name: 'error-handler' });
