import { API_PATHS, ApiError, LimitList, LimitsQuery } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../../caller';

/** GET benefits/limits?suffix&asOfDate (document 2 §7); asOfDate is yyyy-mm-dd (§5), today if absent. */
const limitsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.limits,
    {
      schema: {
        tags: ['benefits'],
        querystring: LimitsQuery,
        response: { 200: LimitList, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => app.services.limits.list(getCaller(request), request.query),
  );
};

export default limitsRoutes;
