import { API_PATHS, ApiError, BenefitHistory, BenefitHistoryQuery } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../../caller';

/** GET benefits/history?suffix&category&startDate&endDate (document 2 §7); the range rule of §5 gives 400. */
const benefitHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.benefitsHistory,
    {
      schema: {
        tags: ['benefits'],
        querystring: BenefitHistoryQuery,
        response: { 200: BenefitHistory, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => app.services.benefits.getHistory(getCaller(request), request.query),
  );
};

export default benefitHistoryRoutes;
