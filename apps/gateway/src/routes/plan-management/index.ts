import { ApiError, PlanManagementResponse } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionMemberKey } from '../session-member';

/**
 * GET plan-management/details (document 2 §7). A family without plan management answers null:
 * the home banner is then absent, where an error would send the screen to /error (document 2 §8).
 */
const planManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { care } = app.services;
  app.get(
    '/api/plan-management/details',
    { schema: { tags: ['plan-management'], response: { 200: PlanManagementResponse, 404: ApiError } } },
    async (request) => care.getPlanManagement(sessionMemberKey(request.auth)),
  );
};

export default planManagementRoutes;
