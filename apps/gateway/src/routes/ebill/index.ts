import { ApiError, Flag } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionMemberKey } from '../session-member';

const FLAGS = ['hasEbill', 'ebillRegistered', 'showEbillAlert'] as const;

/** GET ebill/hasEbill, ebill/ebillRegistered and ebill/showEbillAlert (document 2 §7): one flag each. */
const ebillRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberData } = app.services;
  for (const flag of FLAGS) {
    app.get(
      `/api/ebill/${flag}`,
      { schema: { tags: ['ebill'], response: { 200: Flag, 404: ApiError } } },
      async (request) => (await memberData.getEbillStatus(sessionMemberKey(request.auth)))[flag],
    );
  }
};

export default ebillRoutes;
