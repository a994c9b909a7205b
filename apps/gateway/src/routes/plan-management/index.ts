import {
  API_PATHS,
  ApiError,
  PlanCancellationRequest,
  PlanManagementDetails,
  PlanManagementResponse,
} from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../caller';

/**
 * GET plan-management/details (document 2 §7); null for a family without plan management (§8).
 * POST plan-management/cancellation {cancellationStatusId}: the details after the change.
 */
const planManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.planManagement,
    { schema: { tags: ['plan-management'], response: { 200: PlanManagementResponse, 404: ApiError } } },
    async (request) => app.services.planManagement.get(getCaller(request)),
  );
  app.post(
    API_PATHS.planCancellation,
    {
      schema: {
        tags: ['plan-management'],
        body: PlanCancellationRequest,
        response: { 200: PlanManagementDetails, 400: ApiError, 403: ApiError, 404: ApiError },
      },
    },
    async (request) => app.services.planManagement.cancel(getCaller(request), request.body),
  );
};

export default planManagementRoutes;
