import { getPlanIsoDate } from '@dash/domain';
import { ApiError, LimitList, LimitsQuery } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../errors';
import { sessionMemberKey } from '../session-member';

/** GET benefits/limits?suffix&asOfDate (document 2 §7); asOfDate is yyyy-mm-dd (§5), today if absent. */
const benefitRoutes: FastifyPluginAsyncZod = async (app) => {
  const { limits, now } = app.services;
  app.get(
    '/api/benefits/limits',
    {
      schema: {
        tags: ['benefits'],
        querystring: LimitsQuery,
        response: { 200: LimitList, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => {
      const { suffix, asOfDate } = request.query;
      const found = await limits.listLimits(
        sessionMemberKey(request.auth),
        suffix,
        asOfDate ?? getPlanIsoDate(now()),
      );
      if (!found) throw new NotFoundError('No member with this suffix in your family.');
      return found;
    },
  );
};

export default benefitRoutes;
