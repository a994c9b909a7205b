import { FHIR_READ_TYPES, type FhirReadType } from '@dash/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { buildCapabilityStatement } from '../../fhir/capability-statement';
import { FHIR_BASE_PATH, FHIR_CONTENT_TYPE, getFhirBaseUrl } from '../../fhir/fhir-paths';
import { FhirError, type OutcomeCode, operationOutcome } from '../../fhir/operation-outcome';
import type { RawQuery } from '../../fhir/search-params';
import type { FhirCaller } from '../../services/fhir/fhir-service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The SMART grant of a FHIR request's access token (routes/fhir). */
    fhirGrant: FhirCaller['grant'] | null;
  }
}

const BEARER = /^Bearer (\S+)$/i;
const FhirId = z.object({ id: z.string().regex(/^[A-Za-z0-9.-]{1,64}$/, 'must be a FHIR id') });

const STATUS_CODES: Readonly<Record<number, OutcomeCode>> = {
  400: 'invalid',
  401: 'login',
  403: 'forbidden',
  404: 'not-found',
  429: 'throttled',
};

function sendOutcome(reply: FastifyReply, status: number, code: OutcomeCode, message: string) {
  if (status === 401) reply.header('www-authenticate', 'Bearer realm="fhir", error="invalid_token"');
  return reply.code(status).type(FHIR_CONTENT_TYPE).send(operationOutcome(code, message));
}

/**
 * The Patient Access API (issue 18): FHIR R4 reads and searches under /fhir/r4, in a scope of their
 * own: an access token of a SMART grant instead of a session, application/fhir+json, and an
 * OperationOutcome for every error (its own error and not-found handlers). Every answer is audited
 * under the app and the member.
 */
async function fhirApi(app: FastifyInstance) {
  const { smartAuthorization, fhir, now } = app.services;
  app.decorateRequest('fhirGrant', null);

  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
    if (error instanceof FhirError) return sendOutcome(reply, error.statusCode, error.code, error.message);
    if (error instanceof AppError) {
      // The gateway's own refusals (the rate limit's 429 above all) keep their status and Retry-After.
      const { retryAfterSeconds } = error.options;
      if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
      return sendOutcome(reply, error.statusCode, STATUS_CODES[error.statusCode] ?? 'invalid', error.message);
    }
    const status = error.statusCode ?? 500;
    if (error.validation !== undefined)
      return sendOutcome(reply, 400, 'invalid', `The request is not valid: ${error.message}`);
    if (status >= 500) {
      request.log.error({ err: error }, 'FHIR request failed');
      return sendOutcome(reply, status, 'exception', 'Something went wrong. Please try again later.');
    }
    return sendOutcome(reply, status, STATUS_CODES[status] ?? 'invalid', error.message);
  });
  app.setNotFoundHandler((request, reply) =>
    sendOutcome(
      reply,
      404,
      'not-supported',
      `${request.method} ${request.url.split('?')[0]} is not supported by this server.`,
    ),
  );

  // Every route of this scope but the metadata takes an access token.
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.auth === 'none') return;
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const grant = token ? await smartAuthorization.authenticate(token, request.domainId) : null;
    if (!grant)
      throw new FhirError(
        401,
        'login',
        'The access token is missing, expired, revoked or for another brand.',
      );
    request.fhirGrant = grant;
  });

  app.addHook('onResponse', async (request, reply) => {
    const grant = request.fhirGrant;
    if (!grant) return;
    app.audit.record({
      action: 'fhir-read',
      actorAccountId: grant.accountId,
      targetMemberKey: grant.memberKey,
      clientAddress: request.ip,
      occurredAt: now(),
      detail: {
        method: request.method,
        route: request.routeOptions.url ?? request.url.split('?')[0],
        status: reply.statusCode,
        clientId: grant.clientId,
        grantId: grant.grantId,
      },
    });
  });

  const callerOf = (request: FastifyRequest): FhirCaller => {
    if (!request.fhirGrant) throw new FhirError(401, 'login', 'The access token is missing.');
    return { grant: request.fhirGrant, baseUrl: getFhirBaseUrl(request) };
  };

  app.get('/metadata', { config: { auth: 'none' } }, async (request, reply) =>
    reply
      .type(FHIR_CONTENT_TYPE)
      .send(buildCapabilityStatement(getFhirBaseUrl(request), now().toISOString())),
  );

  for (const type of FHIR_READ_TYPES) {
    app.get(`/${type}`, async (request, reply) =>
      reply
        .type(FHIR_CONTENT_TYPE)
        .send(await fhir.search(callerOf(request), type, request.query as RawQuery)),
    );
    app.get<{ Params: z.infer<typeof FhirId> }>(
      `/${type}/:id`,
      { schema: { params: FhirId } },
      async (request, reply) =>
        reply
          .type(FHIR_CONTENT_TYPE)
          .send(await fhir.read(callerOf(request), type as FhirReadType, request.params.id)),
    );
  }
}

const fhirRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fhirApi, { prefix: FHIR_BASE_PATH });
};

export default fhirRoutes;
