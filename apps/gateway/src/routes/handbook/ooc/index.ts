import { API_PATHS, ApiError, OutlineOfCoverage } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../../caller';

/** GET handbook/ooc: the Outline of Coverage as text (document 2 §7). */
const outlineOfCoverageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.outlineOfCoverage,
    { schema: { tags: ['handbooks'], response: { 200: OutlineOfCoverage, 404: ApiError } } },
    async (request, reply) => {
      const text = await app.services.benefitResources.getOutlineOfCoverage(getCaller(request));
      // Fastify sends text as it is, past the response schema: the contract is checked here instead.
      return reply.type('text/plain').send(OutlineOfCoverage.parse(text));
    },
  );
};

export default outlineOfCoverageRoutes;
