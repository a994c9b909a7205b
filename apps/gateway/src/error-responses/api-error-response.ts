import { findSchemaMessage, getServerMessageText, type Locale, serverMessage } from '@dash/domain';
import { type ApiError, ERROR_CODES } from '@dash/domain/api';
import type { FastifyError, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type FieldMessage } from '../errors';
import { requestLocale } from '../request-locale';
import type { ErrorResponse } from './error-format';

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

/** A field's message in the request's language; a rule's own words as they are. */
const fieldText = (message: FieldMessage, locale: Locale) =>
  typeof message === 'object' && 'text' in message ? message.text : getServerMessageText(message, locale);

const envelope = (status: number, body: ApiError, headers?: Record<string, string>): ErrorResponse => ({
  status,
  body,
  ...(headers ? { headers } : {}),
});

/**
 * A failure as the API's error envelope (`ApiError`): a typed error's status and message, a bad request
 * with the fields at fault, and anything unexpected logged with the request id and sent without
 * internals. A typed error that carries a page (the sign-on stand-ins' form posts) is sent as that page.
 * The messages are the catalogue's, chosen by key in the request's language (issue 17); Fastify's own
 * and zod's own words are English.
 */
export function getApiErrorResponse(error: FastifyError | AppError, request: FastifyRequest): ErrorResponse {
  const locale = requestLocale(request);
  const say = (message: Parameters<typeof getServerMessageText>[0]) => getServerMessageText(message, locale);
  if (error instanceof AppError) {
    const { fieldErrors, attemptsRemaining, retryAfterSeconds, htmlPage } = error.options;
    const headers =
      retryAfterSeconds === undefined ? undefined : { 'retry-after': String(retryAfterSeconds) };
    if (htmlPage !== undefined) {
      return {
        status: error.statusCode,
        type: 'text/html; charset=utf-8',
        body: htmlPage,
        ...(headers ? { headers } : {}),
      };
    }
    return envelope(
      error.statusCode,
      {
        code: error.code,
        message: say(error.serverMessage),
        ...(fieldErrors
          ? {
              fieldErrors: Object.fromEntries(
                Object.entries(fieldErrors).map(([field, messages]) => [
                  field,
                  messages.map((message) => fieldText(message, locale)),
                ]),
              ),
            }
          : {}),
        ...(attemptsRemaining !== undefined ? { attemptsRemaining } : {}),
      },
      headers,
    );
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      const text = issue.message ?? 'is not valid';
      const known = findSchemaMessage(text);
      fieldErrors[field] = [...(fieldErrors[field] ?? []), known ? say(known) : text];
    }
    const message = say(serverMessage('server.invalidRequest', Object.keys(fieldErrors)));
    return envelope(400, { code: ERROR_CODES.badRequest, message, fieldErrors });
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, url: request.url }, 'response did not match its schema');
    return envelope(500, { code: ERROR_CODES.internal, message: say('server.somethingWrong') });
  }
  if (isDataException(error)) {
    // A value the database cannot take (a date out of its range, a number too large) came from the
    // request: the client's mistake, responded to as one, though the schemas should have caught it first.
    request.log.warn({ err: error, url: request.url }, 'value refused by the database');
    return envelope(400, { code: ERROR_CODES.badRequest, message: say('server.outOfRange') });
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return envelope(status, { code: ERROR_CODES.internal, message: say('server.somethingWrong') });
  }
  return envelope(status, { code: CODE_BY_STATUS[status] ?? ERROR_CODES.badRequest, message: error.message });
}
