import { ApiError, EmployeeInfo } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../errors';
import { sessionMemberKey } from '../session-member';

/** GET account/getEmployeeId: local 598 members see their employee id on home (document 2 §3). */
const employeeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberData } = app.services;
  app.get(
    '/api/account/getEmployeeId',
    { schema: { tags: ['account'], response: { 200: EmployeeInfo, 404: ApiError } } },
    async (request) => {
      const info = await memberData.getEmployeeInfo(sessionMemberKey(request.auth));
      if (!info) throw new NotFoundError('No member for this session.');
      return info;
    },
  );
};

export default employeeRoutes;
