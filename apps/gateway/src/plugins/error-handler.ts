import { getInvalidRequestMessage, localizeServerMessage, SERVER_MESSAGES } from '@dash/domain';
import { type ApiError, ERROR_CODES } from '@dash/domain/api';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { asDatabaseUnavailable } from '../db/database-errors';
import { AppError } from '../errors';
import { requestLocale } from '../request-locale';

const CODE_BY_STATUS: Record<number, string> = {
  400: ERROR_CODES.badRequest,
  401: ERROR_CODES.unauthorized,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  409: ERROR_CODES.conflict,
  503: ERROR_CODES.unavailable,
};

/** PostgreSQL's "data exception" class (SQLSTATE 22xxx), as both drivers report it in `code`. */
function isDataException(error: { code?: unknown; statusCode?: number }): boolean {
  return (
    error.statusCode === undefined && typeof error.code === 'string' && /^22[0-9A-Z]{3}$/.test(error.code)
  );
}

function isEnvelope(payload: unknown): payload is ApiError {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    typeof (payload as { code?: unknown }).code === 'string' &&
    typeof (payload as { message?: unknown }).message === 'string'
  );
}

/**
 * One place turns every failure into the error envelope: a bad request names the fields at fault,
 * and anything unexpected is logged with the request id and answered without internals.
 */
async function errorHandler(app: FastifyInstance) {
  // The envelope's message and field messages in the request's language (issue 17): services and
  // schemas speak English.
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode < 400 || !isEnvelope(payload)) return payload;
    const locale = requestLocale(request);
    if (locale === 'en') return payload;
    const localized: ApiError = { ...payload, message: localizeServerMessage(payload.message, locale) };
    if (payload.fieldErrors) {
      localized.fieldErrors = Object.fromEntries(
        Object.entries(payload.fieldErrors).map(([field, messages]) => [
          field,
          messages.map((message) => localizeServerMessage(message, locale)),
        ]),
      );
    }
    return localized;
  });

  app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
    // A refused, reset or stalled database is the one driver failure the client can act on: try later.
    const unavailable = asDatabaseUnavailable(thrown);
    if (unavailable) request.log.warn({ err: thrown }, 'database unavailable');
    const error = unavailable ?? thrown;
    if (error instanceof AppError) {
      const { fieldErrors, attemptsRemaining, retryAfterSeconds, htmlPage } = error.options;
      if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
      if (htmlPage !== undefined) {
        return reply.code(error.statusCode).type('text/html; charset=utf-8').send(htmlPage);
      }
      const body: ApiError = {
        code: error.code,
        message: error.message,
        ...(fieldErrors ? { fieldErrors } : {}),
        ...(attemptsRemaining !== undefined ? { attemptsRemaining } : {}),
      };
      return reply.code(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message ?? 'is not valid'];
      }
      const body: ApiError = {
        code: ERROR_CODES.badRequest,
        message: getInvalidRequestMessage(Object.keys(fieldErrors)),
        fieldErrors,
      };
      return reply.code(400).send(body);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, url: request.url }, 'response did not match its schema');
      return reply.code(500).send({ code: ERROR_CODES.internal, message: SERVER_MESSAGES.somethingWrong });
    }
    if (isDataException(error)) {
      // A value the database cannot take (a date out of its range, a number too large) came from the
      // request: the client's mistake, answered as one, though the schemas should have caught it first.
      request.log.warn({ err: error, url: request.url }, 'value refused by the database');
      return reply.code(400).send({ code: ERROR_CODES.badRequest, message: SERVER_MESSAGES.outOfRange });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ code: ERROR_CODES.internal, message: SERVER_MESSAGES.somethingWrong });
    }
    const body: ApiError = { code: CODE_BY_STATUS[status] ?? ERROR_CODES.badRequest, message: error.message };
    return reply.code(status).send(body);
  });
}

export default fp(errorHandler, { name: 'error-handler' });
