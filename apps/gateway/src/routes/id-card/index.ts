import { ApiError, Flag } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionMemberKey } from '../session-member';

/** GET idCard/eligible (document 2 §7); termed members are blocked (document 2 §4) by their row. */
const idCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberData } = app.services;
  app.get(
    '/api/idCard/eligible',
    { schema: { tags: ['idCard'], response: { 200: Flag, 404: ApiError } } },
    async (request) => memberData.isIdCardEligible(sessionMemberKey(request.auth)),
  );
};

export default idCardRoutes;
