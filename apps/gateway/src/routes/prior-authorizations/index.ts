import { API_PATHS, ApiError, PriorAuthorizationList } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../caller';

/** GET prior-authorizations: the family's prior authorizations with status, service, provider and dates. */
const priorAuthorizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.priorAuthorizations,
    { schema: { tags: ['prior-authorizations'], response: { 200: PriorAuthorizationList, 404: ApiError } } },
    async (request) => app.services.benefitResources.listPriorAuthorizations(getCaller(request)),
  );
};

export default priorAuthorizationRoutes;
