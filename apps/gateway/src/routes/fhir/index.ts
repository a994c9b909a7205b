import { FHIR_READ_TYPES, type FhirReadType } from '@dash/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildCapabilityStatement } from '../../fhir/capability-statement';
import { FHIR_BASE_PATH, FHIR_CONTENT_TYPE, getFhirBaseUrl } from '../../fhir/fhir-paths';
import { FhirError } from '../../fhir/operation-outcome';
import { PATIENT_ACCESS_QUERIES } from '../../fhir/patient-access-query';
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

/**
 * The Patient Access API (issue 18): FHIR R4 reads and searches under /fhir/r4, in a scope of their
 * own: an access token of a SMART grant instead of a session, application/fhir+json, and an
 * OperationOutcome for every error, an unknown address under the base included (written by the one
 * error handler, error-responses/fhir-error-response.ts). Every response is audited under the app and
 * the member.
 */
async function fhirApi(app: FastifyInstance) {
  const { smartAuthorization, fhir, now } = app.services;
  app.decorateRequest('fhirGrant', null);

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
    // The query's schema refuses what the type does not take; a refusal is an OperationOutcome (400).
    app.get<{ Querystring: RawQuery }>(
      `/${type}`,
      { schema: { querystring: PATIENT_ACCESS_QUERIES[type] } },
      async (request, reply) =>
        reply.type(FHIR_CONTENT_TYPE).send(await fhir.search(callerOf(request), type, request.query)),
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
