import { API_PATHS, ApiError, EmployeeInfo } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../../caller';

/** GET account/getEmployeeId: local 598 members see their employee id on home (document 2 §3). */
const employeeIdRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.employeeId,
    { schema: { tags: ['account'], response: { 200: EmployeeInfo, 404: ApiError } } },
    async (request) => app.services.account.getEmployeeInfo(getCaller(request)),
  );
};

export default employeeIdRoutes;
