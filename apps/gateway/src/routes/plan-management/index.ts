import { API_PATHS, ApiError, PlanManagementResponse } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../caller';

/** GET plan-management/details (document 2 §7); null for a family without plan management (§8). */
const planManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.planManagement,
    { schema: { tags: ['plan-management'], response: { 200: PlanManagementResponse, 404: ApiError } } },
    async (request) => app.services.planManagement.get(getCaller(request)),
  );
};

export default planManagementRoutes;
