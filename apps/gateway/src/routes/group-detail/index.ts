import { API_PATHS, ApiError, GroupDetailList, GroupDetailQuery } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../caller';

/** GET group-detail?groupId (document 1 §3, §7): the account's groups with each plan's status. */
const groupDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.groupDetail,
    {
      config: { auth: 'any' },
      schema: {
        tags: ['groups'],
        querystring: GroupDetailQuery,
        response: { 200: GroupDetailList, 404: ApiError },
      },
    },
    async (request) => app.services.groups.listDetails(getCaller(request), request.query.groupId),
  );
};

export default groupDetailRoutes;
