import { type ApiError, ERROR_CODES } from '@dash/domain/api';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

const CODE_BY_STATUS: Record<number, string> = {
  400: ERROR_CODES.badRequest,
  401: ERROR_CODES.unauthorized,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  409: ERROR_CODES.conflict,
  503: ERROR_CODES.unavailable,
};

/**
 * One place turns every failure into the error envelope: a bad request names the fields at fault,
 * and anything unexpected is logged with the request id and answered without internals.
 */
async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message ?? 'is not valid'];
      }
      const body: ApiError = {
        code: ERROR_CODES.badRequest,
        message: `The request is not valid: ${Object.keys(fieldErrors).join(', ')}.`,
        fieldErrors,
      };
      return reply.code(400).send(body);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, url: request.url }, 'response did not match its schema');
      return reply
        .code(500)
        .send({ code: ERROR_CODES.internal, message: 'Something went wrong on our side.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(status)
        .send({ code: ERROR_CODES.internal, message: 'Something went wrong on our side.' });
    }
    const body: ApiError = { code: CODE_BY_STATUS[status] ?? ERROR_CODES.badRequest, message: error.message };
    return reply.code(status).send(body);
  });
}

export default fp(errorHandler, { name: 'error-handler' });
