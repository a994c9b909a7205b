import fastifyEtag from '@fastify/etag';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DIRECTORY_BASE_PATH, FHIR_CONTENT_TYPE, getDirectoryBaseUrl } from '../../fhir/fhir-paths';
import { DIRECTORY_SEARCH_PARAMS } from '../../fhir/plan-net/directory-capability-statement';
import { DIRECTORY_QUERIES } from '../../fhir/plan-net/directory-query';
import type { RawQuery } from '../../fhir/search-params';
import type { DirectoryType } from '../../services/provider-directory/build-directory';
import type { DirectoryCaller } from '../../services/provider-directory/provider-directory-service';

const FhirId = z.object({ id: z.string().regex(/^[A-Za-z0-9.-]{1,64}$/, 'must be a FHIR id') });
const DIRECTORY_TYPES = Object.keys(DIRECTORY_SEARCH_PARAMS) as DirectoryType[];

/**
 * How long a client or a shared cache may reuse a directory response before asking again (with the
 * entity tag, which answers 304 while nothing changed): the directory changes when it is republished.
 */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * The public provider directory (issue 38 §2, decision 058): Da Vinci PDex Plan-Net reads and searches
 * under a FHIR base of their own. No token (every route says `auth: 'none'`), the brand from the
 * host; every error an OperationOutcome (error-responses/error-format.ts names the base); rate limited
 * per client address (plugins/rate-limited-routes.ts); responses cacheable, with an entity tag
 * (@fastify/etag: If-None-Match gets a 304) and Cache-Control.
 */
async function directoryApi(app: FastifyInstance) {
  const { providerDirectory } = app.services;
  await app.register(fastifyEtag, { weak: true });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200 || reply.statusCode === 304) reply.header('cache-control', CACHE_CONTROL);
    return payload;
  });

  const callerOf = (request: FastifyRequest): DirectoryCaller => ({
    domainId: request.domainId,
    baseUrl: getDirectoryBaseUrl(request),
  });
  // Public; and not compressed, since the compression hook runs first and would leave no bytes to
  // tag (a page of the directory is a few KB).
  const publicRoute = { config: { auth: 'none' }, compress: false } as const;

  app.get('/metadata', publicRoute, async (request, reply) =>
    reply.type(FHIR_CONTENT_TYPE).send(providerDirectory.capabilityStatement(callerOf(request))),
  );
  for (const type of DIRECTORY_TYPES) {
    // The query's schema refuses what the type does not take; a refusal is an OperationOutcome (400).
    app.get<{ Querystring: RawQuery }>(
      `/${type}`,
      { ...publicRoute, schema: { querystring: DIRECTORY_QUERIES[type] } },
      async (request, reply) =>
        reply
          .type(FHIR_CONTENT_TYPE)
          .send(await providerDirectory.search(callerOf(request), type, request.query)),
    );
    app.get<{ Params: z.infer<typeof FhirId> }>(
      `/${type}/:id`,
      { ...publicRoute, schema: { params: FhirId } },
      async (request, reply) =>
        reply
          .type(FHIR_CONTENT_TYPE)
          .send(await providerDirectory.read(callerOf(request), type, request.params.id)),
    );
  }
}

const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(directoryApi, { prefix: DIRECTORY_BASE_PATH });
};

export default directoryRoutes;
