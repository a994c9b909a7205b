import { API_PATHS, ApiError, GroupSelectionRequest, GroupSelectionResponse } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../caller';

/** POST group-selection (document 1 §4, §7): switch to the account's member in another group. */
const groupSelectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API_PATHS.groupSelection,
    {
      config: { auth: 'any' },
      schema: {
        tags: ['groups'],
        body: GroupSelectionRequest,
        response: { 200: GroupSelectionResponse, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => app.services.groups.select(getCaller(request), request.body),
  );
};

export default groupSelectionRoutes;
